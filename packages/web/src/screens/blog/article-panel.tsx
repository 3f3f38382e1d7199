import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { type ArticleSection } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { ActionBar, TextField } from '@estudio/ui';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import { ContentTexts } from '../../shared/texts.js';
import { GuardedField, GuardedLine, GuardedReading } from '../../shared/brand-guard/guarded-field.js';
import { useBlogBusy, useSaveArticle } from './api/blog-queries.js';
import { ArticleSuggestion, type ArticleSuggestionProps } from './article-suggestion.js';
import { Panel } from './blog-panel.js';
import { BlogTexts } from './blog-texts.js';

const text = Messages.blog;

/** A section's title and text as the brand guard names them (GuardText.field). */
const titleField = (index: number): string => `article.${index}.sectionTitle`;
const textField = (index: number): string => `article.${index}.text`;

/**
 * The article's draft and what the AI suggestion left, held by the page: its panel edits the one and shows
 * the other, the action bar saves or drops the typing.
 */
export type ArticleDraft = ArticleSuggestionProps;

/**
 * The sections: edited with BLOG_EDITARTICLE (saved together from the action bar), plain text without it, their
 * brand-guard findings underlined either way (docs/product.md, "Revisión de marca"); above them, the AI suggestion's draft or, after a choice, its 'Deshacer'.
 */
export const ArticlePanel = ({ blogRef, requirement, draft, setDraft, ai, setAi }: ArticleDraft) => {
  const { actor } = useSession();
  const busy = useBlogBusy(blogRef);
  const canEdit = can(actor, 'BLOG_EDITARTICLE');
  const sections = draft ?? requirement.article;

  const change = (index: number, patch: Partial<ArticleSection>) =>
    setDraft(sections.map((section, at) => (at === index ? { ...section, ...patch } : section)));

  return (
    <Panel title={BlogTexts.articleSection}>
      <ArticleSuggestion
        blogRef={blogRef}
        requirement={requirement}
        draft={draft}
        setDraft={setDraft}
        ai={ai}
        setAi={setAi}
      />
      {sections.length === 0 ? (
        <Text>{BlogTexts.noArticle}</Text>
      ) : canEdit ? (
        <Stack gap="5">
          {sections.map((section, index) => (
            <Stack key={index} gap="2">
              <GuardedLine field={titleField(index)} text={section.sectionTitle}>
                <TextField
                  label={BlogTexts.sectionTitleLabel(index + 1)}
                  value={section.sectionTitle}
                  disabled={busy}
                  onChange={(value) => change(index, { sectionTitle: value })}
                />
              </GuardedLine>
              <GuardedField
                field={textField(index)}
                label={BlogTexts.sectionTextLabel(index + 1)}
                disabled={busy}
                value={section.text}
                autoresize
                rows={4}
                onChange={(event) => change(index, { text: event.target.value })}
              />
            </Stack>
          ))}
        </Stack>
      ) : (
        <Stack as="article" gap="4">
          {sections.map((section, index) => (
            <Box key={index}>
              <Heading as="h3" size="sm" mb="1">
                <GuardedReading field={titleField(index)} text={section.sectionTitle} />
              </Heading>
              <GuardedReading field={textField(index)} text={section.text} />
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
};

/** 'Guardar cambios' and 'Descartar cambios' of the article, at the foot of the page with the unsaved mark. */
export const ArticleActions = ({ blogRef, requirement, draft, setDraft, ai, setAi }: ArticleDraft) => {
  const { actor } = useSession();
  const { showError, showInfo } = useDialogs();
  const busy = useBlogBusy(blogRef);
  const save = useSaveArticle(blogRef);
  if (!can(actor, 'BLOG_EDITARTICLE') || (draft ?? requirement.article).length === 0) return null;

  const runSave = () => {
    if (busy || draft === null) return;
    save.mutate(
      { base: requirement.article, draft },
      {
        onSuccess: () => {
          setDraft(null);
          // 'Deshacer' would now undo this save too: it is offered no longer.
          if (ai !== null && 'applied' in ai) setAi(null);
          showInfo(ContentTexts.saved);
        },
        // The drafts stay as typed.
        onError: (error) => showError(messageOf(error, text.saveChanges)),
      },
    );
  };

  return (
    <ActionBar dirty={draft !== null}>
      <Button variant="outline" disabled={busy || draft === null} onClick={() => setDraft(null)}>
        {BlogTexts.discardArticle}
      </Button>
      <Button
        colorPalette="brand"
        disabled={(busy && !save.isPending) || draft === null}
        loading={save.isPending}
        loadingText={BlogTexts.saveArticle}
        onClick={runSave}
      >
        {BlogTexts.saveArticle}
      </Button>
    </ActionBar>
  );
};
