import { UPLOAD_TUS_PATH, type UploadDetails, type UploadFieldError } from '@tubekit/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formTokens } from '../../account/form-session.ts';
import { useApi } from '../../site-context.tsx';
import { useUploadMachinery } from './machinery-context.ts';
import { advanceMeter, startMeter } from './progress-meter.ts';
import { FAILED, uploadCalls } from './upload-api.ts';
import { checkDetails, checkDuration, checkVideoFile } from './upload-checks.ts';
import { detailsOf, EMPTY_DETAILS } from './upload-details.ts';
import { TransferError, transferFingerprint } from './upload-machinery.ts';
import { errorStep, previewStep, type UploadStep } from './upload-steps-state.ts';

/** The pause between two looks at an upload the server is checking. */
export const POLL_MS = 2000;

/** An unfinished upload of the chosen file, found again: its id and the bytes it has. */
export interface ResumeOffer {
  uploadId: number;
  received: number;
}

/** The upload the page works on: its id, tus endpoint, and the file that feeds it. */
interface Current {
  uploadId: number;
  endpoint: string;
  file: File | null;
}

/**
 * The upload page's flow: the start form's file and details, then start (act=start), the tus
 * transfer, the wait while the server checks the file, the preview, and publish. A transfer
 * that stops keeps its bytes: "Try again", or choosing the same file after the tab closed,
 * continues it (the browser keeps the transfer under the member's and file's fingerprint).
 */
export function useUploadFlow(userId: number) {
  const api = useApi();
  const machinery = useUploadMachinery();
  const tokens = useMemo(() => formTokens(api, 'upload'), [api]);
  const calls = useMemo(() => uploadCalls(api, tokens), [api, tokens]);
  const [step, setStep] = useState<UploadStep>({ name: 'start' });
  const [file, setFileState] = useState<File | null>(null);
  const [details, setDetails] = useState<UploadDetails>(EMPTY_DETAILS);
  const [duration, setDuration] = useState(0);
  const [errors, setErrors] = useState<UploadFieldError[]>([]);
  const [resume, setResume] = useState<ResumeOffer | null>(null);
  const [busy, setBusy] = useState(false);
  /** The file name of a reopened upload still receiving: the member must choose it again. */
  const [reopened, setReopened] = useState<string | null>(null);
  const current = useRef<Current | null>(null);
  const chosen = useRef<File | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stop.current?.();
    };
  }, []);

  const fingerprint = (f: File) => transferFingerprint(userId, f);
  const forget = (f: File | null) => {
    if (f) void machinery.forget(f, fingerprint(f)).catch(() => {});
  };
  const show = (next: UploadStep) => {
    if (alive.current) setStep(next);
  };

  /** Waits while the server checks the bytes, then shows the preview, or why it was refused. */
  async function follow(uploadId: number) {
    show({ name: 'checking' });
    let misses = 0;
    for (;;) {
      const upload = await calls.state(uploadId).catch(() => undefined);
      if (!alive.current) return;
      if (upload === undefined) {
        misses += 1;
        if (misses > 5) return show({ name: 'error', errors: [FAILED], resumable: true });
      } else if (upload === null) {
        forget(current.current?.file ?? null);
        return show(errorStep([{ field: 'file', code: 'not_uploaded' }]));
      } else if (upload.state === 'checked') {
        return show(previewStep(upload));
      } else if (upload.state === 'refused' || upload.state === 'failed') {
        forget(current.current?.file ?? null);
        return show(errorStep([{ field: 'file', code: upload.error ?? 'upload_failed' }]));
      } else if (upload.state !== 'receiving' && upload.state !== 'checking') {
        forget(current.current?.file ?? null);
        return show({ name: 'success', upload });
      }
      await machinery.wait(POLL_MS);
    }
  }

  /**
   * Sends (or continues) the bytes of `f` for the current upload, then follows the checks.
   * A 403 is the form token (expired, or of an old cookie): once, a new one and on.
   */
  async function transfer(f: File, from: number, renewed = false) {
    const target = current.current;
    if (!target) return;
    let meter = startMeter(f.size, from, machinery.now());
    show({ name: 'uploading', meter });
    try {
      const { csrf } = await (renewed ? tokens.renew() : tokens.current());
      const running = machinery.send(f, {
        endpoint: target.endpoint,
        uploadId: target.uploadId,
        csrf,
        fingerprint: fingerprint(f),
        onProgress: (sent) => {
          meter = advanceMeter(meter, sent, machinery.now());
          show({ name: 'uploading', meter });
        },
      });
      stop.current = running.abort;
      await running.done;
    } catch (thrown) {
      const status = thrown instanceof TransferError ? thrown.status : null;
      if (status === 403 && !renewed) return transfer(f, meter.sent, true);
      if (status === null) return show({ name: 'error', errors: [FAILED], resumable: true });
      // 404/410: the server no longer has the bytes (expired, removed): nothing to resume.
      if (status === 404 || status === 410) {
        forget(f);
        return show(errorStep([{ field: 'file', code: 'not_uploaded' }]));
      }
      return show({ name: 'error', errors: [FAILED], status, resumable: status >= 500 });
    } finally {
      stop.current = null;
    }
    await follow(target.uploadId);
  }

  /** A file was chosen: the checks, its length, and an unfinished upload of it to continue. */
  async function chooseFile(next: File | null) {
    chosen.current = next;
    setFileState(next);
    setResume(null);
    setDuration(0);
    const fileErrors = next ? checkVideoFile(next) : [];
    setErrors(fileErrors);
    if (!next || fileErrors.length > 0) return;
    const [seconds, previousId] = await Promise.all([
      machinery.readDuration(next).catch(() => 0),
      machinery.findPrevious(next, fingerprint(next)).catch(() => null),
    ]);
    if (chosen.current !== next || !alive.current) return;
    setDuration(seconds);
    if (previousId !== null) await offerResume(next, previousId);
  }

  /** Refills the form from an upload of this file that did not finish, or forgets it. */
  async function offerResume(f: File, uploadId: number) {
    const upload = await calls.state(uploadId).catch(() => null);
    if (chosen.current !== f || !alive.current) return;
    if (!upload || !['receiving', 'checking', 'checked'].includes(upload.state)) return forget(f);
    setDetails(detailsOf(upload));
    current.current = { uploadId, endpoint: UPLOAD_TUS_PATH, file: f };
    if (upload.state === 'receiving') setResume({ uploadId, received: upload.received });
    else await follow(uploadId);
  }

  /** The start form is sent: check, act=start (unless continuing), then the transfer. */
  async function submit() {
    const f = chosen.current;
    const tooShort = checkDuration(duration, details.exclusive);
    const found = [
      ...(f ? checkVideoFile(f) : [{ field: 'file', code: 'required' } as const]),
      ...(tooShort ? [tooShort] : []),
      ...checkDetails(details),
    ];
    setErrors(found);
    if (!f || found.length > 0 || busy) return;
    if (resume) return transfer(f, resume.received);
    setBusy(true);
    const started = await calls.start(details, {
      file_name: f.name,
      size: f.size,
      duration: Math.floor(duration),
    });
    if (!alive.current) return;
    setBusy(false);
    if (!started.ok) return setErrors(started.errors);
    current.current = { uploadId: started.value.uploadId, endpoint: started.value.tus, file: f };
    await transfer(f, 0);
  }

  /**
   * The upload page opened on an upload (`?upload_id=`, the uploaded videos tab's links):
   * its details refill the form; one being checked or waiting for its preview carries on
   * there, one still receiving waits for its file to be chosen again.
   */
  async function open(uploadId: number) {
    const upload = await calls.state(uploadId).catch(() => null);
    if (!alive.current || !upload || current.current) return;
    setDetails(detailsOf(upload));
    current.current = { uploadId, endpoint: UPLOAD_TUS_PATH, file: null };
    if (upload.state === 'receiving') setReopened(upload.file_name);
    else if (upload.state === 'checking' || upload.state === 'checked') await follow(uploadId);
    else current.current = null;
  }

  /** "Try again" after a dropped connection: the transfer continues where the server has it. */
  function retry() {
    const target = current.current;
    if (target?.file) void transfer(target.file, 0);
    else if (target) void follow(target.uploadId);
  }

  /** Back to an empty form (after success or a final error). */
  function reset() {
    current.current = null;
    chosen.current = null;
    setFileState(null);
    setDetails(EMPTY_DETAILS);
    setErrors([]);
    setResume(null);
    setReopened(null);
    setStep({ name: 'start' });
  }

  return {
    step,
    setStep: show,
    file,
    details,
    setDetails,
    duration,
    errors,
    resume,
    busy,
    reopened,
    calls,
    tokens,
    uploadId: () => current.current?.uploadId ?? null,
    /** The upload is done with (published): the browser need not keep its transfer. */
    finished: () => forget(current.current?.file ?? null),
    chooseFile,
    open,
    submit,
    retry,
    reset,
    follow,
  };
}

export type UploadFlow = ReturnType<typeof useUploadFlow>;
