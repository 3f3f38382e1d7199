import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { type Brand, type BrandDnaFileKind } from '@estudio/domain/brands';
import {
  BRAND_MANUAL_ACCEPT,
  DEFAULT_ABSOLUTE_CLAIMS,
  KEY_VISUAL_ACCEPT,
  uploadedFileName,
  validateBrandManual,
  validateKeyVisual,
} from '@estudio/domain/content';
import { Messages, validateBrandName } from '@estudio/domain/shared';
import {
  ActionBar,
  Breadcrumb,
  BusyOverlay,
  CheckboxGroupField,
  FilePicker,
  PageBody,
  PageHeader,
  TextField,
} from '@estudio/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBeforeUnload } from '../../shared/before-unload.js';
import { UnsavedChangesDialog, useLeaveGuard } from '../../shared/leave-guard.js';
import { mediaFileOf, percentOf, useCancellableUpload } from '../../shared/cancellable-upload.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { useSession } from '../../shared/session.js';
import { useActiveBrand, writeSelectedBrand } from '../../shared/active-brand.js';
import { useBrandDnaBrand, useBrandDnaBrands } from './api/brand-dna-queries.js';
import { useSaveBrandDna } from './api/save-brand-dna.js';
import {
  EMPTY_ANSWERS,
  NETWORK_OPTIONS,
  answersOf,
  campaignGoalOptions,
  formOf,
  kpiOptions,
  sameAnswers,
  toneOptions,
  type BrandDnaAnswers,
  type TextField as TextAnswer,
} from './brand-dna-answers.js';
import { AbsoluteClaimsField, Choice, LongText, Section } from './brand-dna-fields.js';
import { BrandApprovalSwitch } from './brand-approval-switch.js';
import { BrandDnaTexts } from './brand-dna-texts.js';
import { ContentTexts } from '../../shared/texts.js';

const text = BrandDnaTexts;
/** The dropdown's value for "create a new brand". */
const NEW_BRAND = '';

/** Where the app goes with a brand: /blueprint?brandId=…, the brand in the navigation state too. */
export const blueprintPathOf = (brandId: string): string => `/blueprint?brandId=${encodeURIComponent(brandId)}`;

/**
 * The brand questionnaire (/marca, Marca > ADN de marca; docs/product.md, "Brand DNA"): load a
 * visible brand or start a new one (STRATEGY), answer, attach the key visual and the brand
 * manual, save (SAVE_BRAND) and go on to the brand's communication guide.
 */
export const BrandDnaScreen = () => {
  const { actor } = useSession();
  return can(actor, 'STRATEGY') ? (
    <BrandQuestionnaire />
  ) : (
    <>
      <Header />
      <Box role="alert" color="fg.error">
        {Messages.access.forbidden}
      </Box>
    </>
  );
};

/** Marca › ADN de marca: the menu item above the screen's title; the brand is the form's. */
const Header = ({ brand, actions }: { readonly brand?: string | null; readonly actions?: ReactNode }) => (
  <PageHeader
    title={text.title}
    breadcrumb={<Breadcrumb items={[{ label: ScreenTitles.brand }, { label: text.title }]} />}
    brand={brand ?? null}
    actions={actions}
  />
);

interface Picked {
  readonly keyVisual: File | null;
  readonly brandManual: File | null;
}
const NOTHING_PICKED: Picked = { keyVisual: null, brandManual: null };

const BrandQuestionnaire = () => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const navigate = useNavigate();
  const shell = useActiveBrand();
  const mayMetrics = can(actor, 'ADMIN_METRICS');
  const maySave = can(actor, 'SAVE_BRAND');

  const brands = useBrandDnaBrands();
  const brandsError = useQueryErrorDialog(brands.error, Messages.brand.loadBrands);
  // The shell's selected brand is the first one shown; none means a new brand.
  const [brandId, setBrandId] = useState<string | null>(() => shell.activeBrandId);
  const brand = useBrandDnaBrand(brandId);
  useQueryErrorDialog(brand.error, Messages.brand.load);

  const [answers, setAnswers] = useState<BrandDnaAnswers>(EMPTY_ANSWERS);
  const [baseline, setBaseline] = useState<BrandDnaAnswers>(EMPTY_ANSWERS);
  const [picked, setPicked] = useState<Picked>(NOTHING_PICKED);
  const [pickErrors, setPickErrors] = useState<Partial<Record<BrandDnaFileKind, string>>>({});
  const [progress, setProgress] = useState<Partial<Record<BrandDnaFileKind, number>>>({});
  // The file whose bytes are being sent, if any: its bar gets 'Cancelar subida'.
  const [uploading, setUploading] = useState<BrandDnaFileKind | null>(null);
  const uploads = useCancellableUpload();
  const [pendingChoice, setPendingChoice] = useState<string | null | undefined>(undefined);
  // Remount key of the file pickers: a new choice clears their picked names.
  const [pickerGeneration, setPickerGeneration] = useState(0);

  const fill = useCallback((next: BrandDnaAnswers) => {
    setAnswers(next);
    setBaseline(next);
    setPicked(NOTHING_PICKED);
    setPickErrors({});
    setProgress({});
    setPickerGeneration((generation) => generation + 1);
  }, []);

  // The form follows the chosen brand once its data has arrived (and a new brand starts empty).
  const loaded: Brand | null = brandId !== null && brand.data?.id === brandId ? brand.data : null;
  useEffect(() => {
    if (brandId === null) fill(EMPTY_ANSWERS);
  }, [brandId, fill]);
  useEffect(() => {
    if (loaded !== null) fill(answersOf(loaded));
  }, [loaded, fill]);

  const dirty = !sameAnswers(answers, baseline) || picked.keyVisual !== null || picked.brandManual !== null;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useBeforeUnload(dirty);
  const { blocker, allow } = useLeaveGuard(() => dirtyRef.current);

  const save = useSaveBrandDna({
    onProgress: (file, step) => {
      setProgress((current) => ({ ...current, [file]: percentOf(step) }));
      setUploading(step.bytesTransferred < step.totalBytes ? file : null);
    },
  });

  const choose = (choice: string | null) => {
    if (choice === brandId) return;
    if (dirty) setPendingChoice(choice);
    else setBrandId(choice);
  };

  const set = <K extends keyof BrandDnaAnswers>(field: K, value: BrandDnaAnswers[K]) =>
    setAnswers((current) => ({ ...current, [field]: value }));

  const pick = (kind: BrandDnaFileKind, file: File | null) => {
    const check = file === null ? null : (kind === 'keyVisual' ? validateKeyVisual : validateBrandManual)(file);
    setPickErrors((current) => ({ ...current, [kind]: check !== null && !check.ok ? check.message : undefined }));
    setProgress((current) => ({ ...current, [kind]: undefined }));
    setPicked((current) => ({ ...current, [kind]: check === null || check.ok ? file : null }));
  };

  const goToGuide = (target: Brand) => {
    writeSelectedBrand(target);
    shell.reloadBrands();
    void navigate(blueprintPathOf(target.id), { state: { brandId: target.id, brand: target } });
  };

  const submit = () => {
    const name = validateBrandName(answers.brandName);
    if (!name.ok) {
      showError(name.message);
      return;
    }
    setProgress({
      ...(picked.keyVisual === null ? {} : { keyVisual: 0 }),
      ...(picked.brandManual === null ? {} : { brandManual: 0 }),
    });
    save.mutate(
      {
        form: formOf(answers, loaded?.id ?? null, mayMetrics),
        keyVisual: mediaFileOf(picked.keyVisual),
        brandManual: mediaFileOf(picked.brandManual),
        signal: uploads.signal(),
      },
      {
        onSuccess: (saved) => {
          allow();
          goToGuide(saved);
        },
        onError: (error) => {
          // Nothing was written: the answers and the picked files stay as they were.
          setProgress({});
          // A cancel is said as it is, no error.
          if (!uploads.cancelled(error)) showError(messageOf(error, Messages.brand.savePrefix.trim()));
        },
        onSettled: () => setUploading(null),
      },
    );
  };

  const seeGuide = () => {
    if (loaded === null) showError(ContentTexts.selectForBlueprint);
    else goToGuide(loaded);
  };

  const busyMessage = picked.brandManual === null ? BrandDnaTexts.saving : BrandDnaTexts.analyzing;
  const loadingBrand = brandId !== null && loaded === null && brand.isFetching;
  const textArea = (field: TextAnswer) => (
    <LongText key={field} label={text.fields[field]} value={answers[field]} onChange={(value) => set(field, value)} />
  );

  return (
    <>
      <Header
        brand={loaded?.brandName}
        actions={
          <Button variant="outline" colorPalette="brand" onClick={seeGuide} disabled={save.isPending}>
            {text.seeGuide}
          </Button>
        }
      />
      <PageBody width="narrow">
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" p={{ base: '4', md: '6' }}>
          <Choice
            label={text.brandPicker}
            value={brandId ?? NEW_BRAND}
            options={(brands.data ?? []).map((item) => ({ value: item.id, label: item.brandName }))}
            first={{ value: NEW_BRAND, label: text.newBrand }}
            onChange={(value) => choose(value === NEW_BRAND ? null : value)}
            disabled={save.isPending}
          />
        </Box>
        {brandsError === null ? null : (
          <Box role="alert" color="fg.error">
            {brandsError}
          </Box>
        )}
        {loaded === null ? null : <BrandApprovalSwitch key={loaded.id} brand={loaded} maySave={maySave} />}

        <Stack as="form" gap="6" onSubmit={(event) => event.preventDefault()} aria-label={text.title}>
          {/* The answers are covered while saving; the files stay uncovered, so their bars' 'Cancelar subida' is reachable. */}
          <BusyOverlay busy={save.isPending || loadingBrand} message={loadingBrand ? text.loadingBrand : busyMessage}>
            <Stack gap="6">
              <Section title={text.sections.identity}>
                <TextField
                  label={text.fields.brandName}
                  value={answers.brandName}
                  onChange={(value) => set('brandName', value)}
                  required
                />
                {(['missionPurpose', 'diferences', 'emotions', 'keywords', 'keyProducts'] as const).map(textArea)}
                <Choice
                  label={text.fields.communicationTone}
                  value={answers.communicationTone}
                  options={toneOptions(answers.communicationTone)}
                  first={{ value: '', label: text.chooseOption }}
                  onChange={(value) => set('communicationTone', value)}
                />
              </Section>

              <Section title={text.sections.audience}>
                {(['targetAudience', 'desiredInteractions', 'desiredStrategy', 'conceptsToAvoid'] as const).map(
                  textArea,
                )}
                {textArea('importantKeywords')}
                <AbsoluteClaimsField
                  value={answers.absoluteClaims}
                  onChange={(claims) => set('absoluteClaims', claims)}
                  // A brand that had no list of its own goes back to none; one that had its own gets the default as its own.
                  onReset={() =>
                    set('absoluteClaims', baseline.absoluteClaims === null ? null : [...DEFAULT_ABSOLUTE_CLAIMS])
                  }
                />
                {(['competitors', 'additionalInformation'] as const).map(textArea)}
              </Section>

              <Section title={text.sections.channels}>
                <Choice
                  label={text.fields.campaignGoal}
                  value={answers.campaignGoal}
                  options={campaignGoalOptions(answers.campaignGoal)}
                  first={{ value: '', label: text.chooseOption }}
                  onChange={(value) => set('campaignGoal', value)}
                />
                <CheckboxGroupField
                  label={text.fields.kpis}
                  options={kpiOptions(answers.kpis)}
                  value={answers.kpis}
                  onChange={(values) => set('kpis', values)}
                />
                <CheckboxGroupField
                  label={text.fields.socialNetworks}
                  options={NETWORK_OPTIONS}
                  value={answers.socialNetworks}
                  onChange={(values) => set('socialNetworks', values)}
                  columns={4}
                />
              </Section>

              {mayMetrics ? (
                <Section title={text.sections.metrics}>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField
                      label={text.fields.idMetrics}
                      value={answers.idMetrics}
                      onChange={(value) => set('idMetrics', value)}
                    />
                    <TextField
                      label={text.fields.linkMetrics}
                      value={answers.linkMetrics}
                      onChange={(value) => set('linkMetrics', value)}
                    />
                  </SimpleGrid>
                </Section>
              ) : null}
            </Stack>
          </BusyOverlay>

          <Section title={text.sections.files}>
            <Box role="group" aria-label={text.fields.keyVisual}>
              <FilePicker
                key={`key-visual-${pickerGeneration}`}
                label={text.fields.keyVisual}
                accept={KEY_VISUAL_ACCEPT}
                fileName={uploadedFileName(loaded?.keyVisualDocUrl)}
                onFileChange={(file) => pick('keyVisual', file)}
                progress={progress.keyVisual}
                error={pickErrors.keyVisual}
                disabled={!maySave || save.isPending}
                onCancel={save.isPending && uploading === 'keyVisual' ? uploads.cancel : undefined}
              />
            </Box>
            <Box role="group" aria-label={text.fields.brandManual}>
              <FilePicker
                key={`brand-manual-${pickerGeneration}`}
                label={text.fields.brandManual}
                accept={BRAND_MANUAL_ACCEPT}
                fileName={uploadedFileName(loaded?.brandManualUrl)}
                onFileChange={(file) => pick('brandManual', file)}
                progress={progress.brandManual}
                error={pickErrors.brandManual}
                disabled={!maySave || save.isPending}
                onCancel={save.isPending && uploading === 'brandManual' ? uploads.cancel : undefined}
              />
            </Box>
            {loaded?.analysis === undefined || loaded.analysis === '' ? null : (
              <LongText label={text.fields.analysis} value={loaded.analysis} readOnly />
            )}
          </Section>

          {/* Saving stays in reach at the foot of the window, with the mark of unsaved answers. */}
          {maySave ? (
            <ActionBar dirty={dirty}>
              <Button colorPalette="brand" onClick={submit} loading={save.isPending} disabled={loadingBrand}>
                {text.save}
              </Button>
            </ActionBar>
          ) : null}
        </Stack>
      </PageBody>

      <UnsavedChangesDialog
        open={blocker.state === 'blocked' || pendingChoice !== undefined}
        message={BrandDnaTexts.unsavedChanges}
        onStay={() => {
          if (blocker.state === 'blocked') blocker.reset();
          setPendingChoice(undefined);
        }}
        onLeave={() => {
          if (blocker.state === 'blocked') {
            blocker.proceed();
            return;
          }
          if (pendingChoice !== undefined) {
            setBrandId(pendingChoice);
            if (pendingChoice === null) fill(EMPTY_ANSWERS);
            setPendingChoice(undefined);
          }
        }}
      />
    </>
  );
};
