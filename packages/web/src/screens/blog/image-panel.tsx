import { Image, Stack, Text } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { BLOG_IMAGE_ACCEPT, validateBlogImage } from '@estudio/domain/content';
import { type BlogRequirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { FilePicker } from '@estudio/ui';
import { useState } from 'react';
import { mediaFileOf, useUploadBar } from '../../shared/cancellable-upload.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import { useBlogBusy, useGenerateArticleImage, useReplaceArticleImage, type BlogRef } from './api/blog-queries.js';
import { Panel, PanelActions } from './blog-panel.js';
import { BlogTexts } from './blog-texts.js';
import { ImageDraft, type ImageProposal } from './image-draft.js';

const text = Messages.blog;

/**
 * The article's image: generated from the article (BLOG_NEWARTICLE), as a draft until 'Reemplazar' (ImageDraft), or
 * replaced by the user's own (BLOG_CHANGEIMG).
 */
export const ImagePanel = ({
  blogRef,
  requirement,
}: {
  readonly blogRef: BlogRef;
  readonly requirement: BlogRequirement;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const busy = useBlogBusy(blogRef);
  const generate = useGenerateArticleImage(blogRef);
  const replace = useReplaceArticleImage(blogRef);
  const bar = useUploadBar();
  const [image, setImage] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  // The new image the server stored and answered, not yet the article's; null: none shown.
  const [proposal, setProposal] = useState<ImageProposal | null>(null);
  const canGenerate = can(actor, 'BLOG_NEWARTICLE');
  const canReplace = can(actor, 'BLOG_CHANGEIMG');

  const runGenerate = () => {
    if (busy) return;
    generate.mutate(undefined, {
      onSuccess: (proposed) => setProposal(proposed),
      onError: (error) => showError(messageOf(error, text.generateImage)),
    });
  };

  const runReplace = () => {
    if (busy) return;
    const picked = mediaFileOf(image);
    const checked = validateBlogImage(picked);
    if (!checked.ok) {
      showError(checked.message);
      return;
    }
    replace.mutate(
      { file: picked, ...bar.start() },
      {
        onSuccess: () => {
          setImage(null);
          setPickerKey((current) => current + 1);
        },
        onError: (error) => {
          // A cancel is said as it is; the article keeps its image and the picked file stays.
          if (!bar.cancelled(error)) showError(messageOf(error, text.replaceImage));
        },
        onSettled: bar.reset,
      },
    );
  };

  const pending = generate.isPending ? BlogTexts.generatingImage : replace.isPending ? BlogTexts.replacingImage : null;
  return (
    <Panel title={BlogTexts.imageSection}>
      <Stack gap="4">
        {/* While a new image is proposed, its draft shows the current one beside it. */}
        {proposal !== null ? null : requirement.imageAIUrl === '' ? (
          <Text>{BlogTexts.noImage}</Text>
        ) : (
          <Image src={requirement.imageAIUrl} alt={BlogTexts.imageAlt} maxW="md" borderRadius="md" />
        )}
        {canGenerate ? (
          <ImageDraft blogRef={blogRef} requirement={requirement} proposal={proposal} setProposal={setProposal} />
        ) : null}
        {canReplace ? (
          <FilePicker
            key={pickerKey}
            label={BlogTexts.newImageLabel}
            accept={BLOG_IMAGE_ACCEPT}
            disabled={busy}
            progress={bar.progress}
            onCancel={bar.cancelWhile(replace.isPending)}
            onFileChange={setImage}
          />
        ) : null}
        <PanelActions
          busy={busy}
          primary={{
            label: BlogTexts.generateImage,
            allowed: canGenerate,
            loading: generate.isPending,
            onClick: runGenerate,
          }}
          secondary={{
            label: BlogTexts.replaceImage,
            allowed: canReplace,
            loading: replace.isPending,
            onClick: runReplace,
          }}
          pending={pending}
        />
      </Stack>
    </Panel>
  );
};
