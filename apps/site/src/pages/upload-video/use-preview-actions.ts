import type { UploadAnswer, UploadFieldError } from '@tubekit/contract';
import { useUploadMachinery } from './machinery-context.ts';
import { errorsOf, isUpload, type Outcome } from './upload-api.ts';
import type { UploadStep } from './upload-steps-state.ts';
import type { UploadFlow } from './use-upload-flow.ts';

type PreviewStep = Extract<UploadStep, { name: 'preview' }>;

/** What failed preview image sends show: the spec's "Error uploading preview" unless the form expired. */
const PREVIEW_FAILED: UploadFieldError = { field: 'preview', code: 'preview_failed' };

/**
 * The preview step's acts: pick a frame (act=preview, preview=N), send an image instead
 * (multipart act=preview, `file`), publish (act=publish with the details). Each shows its
 * errors in the step and keeps the member there.
 */
export function usePreviewActions(flow: UploadFlow, step: PreviewStep) {
  const machinery = useUploadMachinery();
  const uploadId = step.upload.upload_id;

  const update = (patch: Partial<PreviewStep>) => flow.setStep({ ...step, ...patch });
  const settle = (outcome: Outcome<UploadAnswer>, saved: (upload: UploadAnswer) => void) => {
    if (outcome.ok) saved(outcome.value);
    else update({ busy: false, imagePercent: null, errors: outcome.errors });
  };

  async function sendImage(image: File): Promise<Outcome<UploadAnswer>> {
    const send = async (csrf: string) => {
      const fields = { act: 'preview', upload_id: String(uploadId), csrf };
      const result = await machinery.sendPreviewImage(fields, image, (imagePercent) =>
        update({ busy: true, imagePercent, errors: [] }),
      );
      const saved = (result.body as { upload?: unknown } | null)?.upload;
      return isUpload(saved) ? saved : result.body;
    };
    try {
      let answer = await send((await flow.tokens.current()).csrf);
      if (!isUpload(answer) && errorsOf(answer).some((e) => e.code === 'form_expired'))
        answer = await send((await flow.tokens.renew()).csrf);
      if (isUpload(answer)) return { ok: true, value: answer };
      const errors = errorsOf(answer).filter((e) => e.code !== 'upload_failed');
      return { ok: false, errors: errors.length > 0 ? errors : [PREVIEW_FAILED] };
    } catch {
      return { ok: false, errors: [PREVIEW_FAILED] };
    }
  }

  return {
    /** The frame shows chosen at once; a refusal puts the previous choice back with its error. */
    async chooseFrame(n: number) {
      update({ upload: { ...step.upload, preview: n }, busy: true, errors: [] });
      settle(await flow.calls.choosePreview(uploadId, n), (upload) => update({ upload, busy: false }));
    },
    async chooseImage(image: File) {
      update({ busy: true, imagePercent: 0, errors: [] });
      settle(await sendImage(image), (upload) => update({ upload, busy: false, imagePercent: null }));
    },
    async publish() {
      if (step.upload.preview === 0)
        return update({ errors: [{ field: 'preview', code: 'preview_required' }] });
      update({ busy: true, errors: [] });
      settle(await flow.calls.publish(uploadId, flow.details), (upload) => {
        flow.finished();
        flow.setStep({ name: 'success', upload });
      });
    },
  };
}
