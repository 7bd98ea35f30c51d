import {
  ALL_CHANNELS,
  type CategoriesAnswer,
  type ChannelsAnswer,
  categoriesPath,
  channelsPath,
  DEFAULTS,
  LIFETIME,
} from '@tubekit/contract';
import { useEffect } from 'react';
import type { ApiTransport } from '../../api/transport.ts';
import type { PageLoader, PageMeta } from '../../route-module.ts';
import { usePageData } from '../../router/site-state.ts';
import { useUser } from '../../state/user.ts';
import { PreviewStep } from './preview-step.tsx';
import { UploadForm, type UploadOption } from './upload-form.tsx';
import { CheckingStep, ErrorStep, SuccessStep, UploadingStep } from './upload-steps.tsx';
import { UPLOAD_TEXTS } from './upload-texts.ts';
import { type UploadFlow, useUploadFlow } from './use-upload-flow.ts';
import '../../account/account-form.css';
import './upload-video.css';

/** A cached list as the form's options; a failed call leaves the list empty. */
async function options<A>(api: ApiTransport, path: string, pick: (answer: A) => UploadOption[]) {
  try {
    const answer = await api.get<A | { error: true }>(path);
    return answer && typeof answer === 'object' && !('error' in answer) ? pick(answer as A) : [];
  } catch {
    return [];
  }
}

/**
 * The choices of the form: every category A-Z, and the channels (the first page A-Z, the
 * service's default count), both from the catalogue's cached JSON.
 */
export const loader = (async ({ api, url }) => {
  const toOption = ({ dir, title }: UploadOption) => ({ dir, title });
  const [categories, channels] = await Promise.all([
    options<Exclude<CategoriesAnswer, { error: true }>>(
      api,
      categoriesPath.build({
        lifetime: LIFETIME.categories,
        gender: DEFAULTS.gender,
        section: 'all',
        lang: DEFAULTS.lang,
      }),
      (answer) => answer.categories.map(toOption),
    ),
    options<Exclude<ChannelsAnswer, { error: true }>>(api, channelsPath.build(ALL_CHANNELS), (answer) =>
      answer.channels.map(toOption),
    ),
  ]);
  const reopen = url.searchParams.get('upload_id') ?? '';
  return { categories, channels, uploadId: /^[1-9]\d{0,9}$/.test(reopen) ? Number(reopen) : null };
}) satisfies PageLoader;

/** "Upload video"; never indexed (members only). */
export function meta(): PageMeta {
  return { title: UPLOAD_TEXTS.heading, noindex: true };
}

/** The step the page is at. */
function CurrentStep({
  flow,
  userId,
  data,
}: {
  flow: UploadFlow;
  userId: number;
  data: Awaited<ReturnType<typeof loader>>;
}) {
  const { step } = flow;
  switch (step.name) {
    case 'start':
      return <UploadForm flow={flow} categories={data.categories} channels={data.channels} />;
    case 'uploading':
      return <UploadingStep meter={step.meter} fileName={flow.file?.name ?? ''} />;
    case 'checking':
      return <CheckingStep />;
    case 'preview':
      return <PreviewStep flow={flow} step={step} />;
    case 'success':
      return <SuccessStep userId={userId} onAnother={flow.reset} />;
    case 'error':
      return <ErrorStep step={step} onRetry={flow.retry} onAnother={flow.reset} />;
  }
}

/**
 * /upload-video/ (members only: the route table sends visitors home). Steps: start (the
 * form), uploading, checking, preview, then success or error (spec section 2).
 */
export default function UploadVideoPage() {
  const data = usePageData<typeof loader>();
  const userId = useUser()?.user_id ?? 0;
  const flow = useUploadFlow(userId);
  const { open } = flow;
  // While bytes are being sent, closing the tab asks first (the bytes sent are kept anyway).
  const uploading = flow.step.name === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);
  // Opened from the uploaded videos tab on one upload: carry on with it (once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: open is a new function each render; the id alone decides.
  useEffect(() => {
    if (data.uploadId) void open(data.uploadId);
  }, [data.uploadId]);
  return (
    <section className="page upload-video">
      <h1>{UPLOAD_TEXTS.heading}</h1>
      <CurrentStep flow={flow} userId={userId} data={data} />
    </section>
  );
}
