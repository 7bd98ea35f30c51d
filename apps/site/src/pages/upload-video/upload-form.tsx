import { GENDERS, type Gender, UPLOAD_RULES, type UploadDetails } from '@tubekit/contract';
import { useId } from 'react';
import { formatBytes } from './progress-meter.ts';
import { ACCEPT_EXTENSIONS } from './upload-checks.ts';
import { errorsFor, invalidProps, UploadErrors, UploadField } from './upload-field.tsx';
import { FORBIDDEN_LIST, GENDER_LABELS, UPLOAD_TEXTS } from './upload-texts.ts';
import type { UploadFlow } from './use-upload-flow.ts';

/** A category or channel the member may pick: its dir and title. */
export interface UploadOption {
  dir: string;
  title: string;
}

/** "12 min 05 s" for the length the browser read. */
function lengthText(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * The start step: the file and the details (spec section 3's upload fields), the forbidden
 * content, and Upload. Errors show under their fields before anything is sent; what the
 * member types stays a React text value, never markup.
 */
export function UploadForm(props: {
  flow: UploadFlow;
  categories: UploadOption[];
  channels: UploadOption[];
}) {
  const { flow, categories, channels } = props;
  const { details, errors, file, resume } = flow;
  const id = useId();
  const set = <K extends keyof UploadDetails>(key: K, value: UploadDetails[K]) =>
    flow.setDetails((current) => ({ ...current, [key]: value }));
  const full = details.categories.length >= UPLOAD_RULES.categoriesMax;
  const toggleCategory = (dir: string, on: boolean) =>
    set('categories', on ? [...details.categories, dir] : details.categories.filter((c) => c !== dir));
  const fieldErrors = (field: string) => errorsFor(errors, field);
  /** The id, text, input handler and error links of the title or the description box. */
  const textBox = (field: 'title' | 'description') => ({
    id: `${id}-${field}`,
    value: details[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    ...invalidProps(`${id}-${field}-error`, fieldErrors(field)),
  });
  const known = new Set(['file', 'title', 'description', 'categories', 'gender', 'is_private', 'channel']);

  return (
    <form
      className="account-form upload-video__form"
      aria-label={UPLOAD_TEXTS.heading}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submit();
      }}
    >
      <UploadField
        id={`${id}-file`}
        label={UPLOAD_TEXTS.file}
        errors={fieldErrors('file')}
        hint={UPLOAD_TEXTS.fileHint}
      >
        <input
          id={`${id}-file`}
          type="file"
          accept={`video/*,${ACCEPT_EXTENSIONS}`}
          onChange={(event) => void flow.chooseFile(event.target.files?.[0] ?? null)}
          {...invalidProps(`${id}-file-error`, fieldErrors('file'))}
        />
      </UploadField>
      {file && (
        <p className="upload-video__file">
          {formatBytes(file.size)}
          {flow.duration > 0 && `, ${lengthText(flow.duration)}`}
        </p>
      )}
      {flow.reopened && !resume && (
        <p className="upload-video__resume" role="status">
          {UPLOAD_TEXTS.chooseAgain.replace('{name}', flow.reopened)}
        </p>
      )}
      {resume && file && (
        <p className="upload-video__resume" role="status">
          {UPLOAD_TEXTS.resumeFound
            .replace('{sent}', formatBytes(resume.received))
            .replace('{total}', formatBytes(file.size))}
        </p>
      )}
      <UploadField id={`${id}-title`} label={UPLOAD_TEXTS.title} errors={fieldErrors('title')}>
        <input maxLength={UPLOAD_RULES.titleMax} {...textBox('title')} />
      </UploadField>
      <UploadField
        id={`${id}-description`}
        label={UPLOAD_TEXTS.description}
        errors={fieldErrors('description')}
      >
        <textarea rows={4} maxLength={UPLOAD_RULES.descriptionMax} {...textBox('description')} />
      </UploadField>
      <fieldset
        className="upload-video__categories"
        {...invalidProps(`${id}-categories-error`, fieldErrors('categories'))}
      >
        <legend>
          {UPLOAD_TEXTS.categories} <span className="upload-video__hint">{UPLOAD_TEXTS.categoriesHint}</span>
        </legend>
        <ul>
          {categories.map((category) => {
            const checked = details.categories.includes(category.dir);
            return (
              <li key={category.dir}>
                <label>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggleCategory(category.dir, event.target.checked)}
                  />{' '}
                  {category.title}
                </label>
              </li>
            );
          })}
        </ul>
        <UploadErrors id={`${id}-categories-error`} errors={fieldErrors('categories')} />
      </fieldset>
      <div className="upload-video__row">
        <UploadField id={`${id}-gender`} label={UPLOAD_TEXTS.gender} errors={fieldErrors('gender')}>
          <select
            id={`${id}-gender`}
            value={details.gender}
            onChange={(e) => set('gender', e.target.value as Gender)}
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
        </UploadField>
        <UploadField id={`${id}-channel`} label={UPLOAD_TEXTS.channel} errors={fieldErrors('channel')}>
          <select
            id={`${id}-channel`}
            value={details.channel}
            onChange={(e) => set('channel', e.target.value)}
          >
            <option value="">{UPLOAD_TEXTS.noChannel}</option>
            {channels.map((channel) => (
              <option key={channel.dir} value={channel.dir}>
                {channel.title}
              </option>
            ))}
          </select>
        </UploadField>
      </div>
      <fieldset className="upload-video__visibility">
        <legend>{UPLOAD_TEXTS.visibility}</legend>
        {([0, 1] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-visibility`}
              checked={details.is_private === value}
              onChange={() => set('is_private', value)}
            />{' '}
            {value === 0 ? UPLOAD_TEXTS.public : UPLOAD_TEXTS.private}
          </label>
        ))}
        <UploadErrors errors={fieldErrors('is_private')} />
      </fieldset>
      <label className="upload-video__check">
        <input
          type="checkbox"
          checked={details.exclusive === 1}
          onChange={(event) => set('exclusive', event.target.checked ? 1 : 0)}
        />{' '}
        {UPLOAD_TEXTS.exclusive}
      </label>
      <p className="upload-video__hint">{UPLOAD_TEXTS.lengthHint}</p>
      <section className="upload-video__forbidden" aria-label={UPLOAD_TEXTS.forbidden}>
        <h2>{UPLOAD_TEXTS.forbidden}</h2>
        <ul>
          {FORBIDDEN_LIST.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <UploadErrors errors={errors.filter((e) => !known.has(e.field))} />
      <button type="submit" className="button button--primary" disabled={flow.busy}>
        {resume ? UPLOAD_TEXTS.resume : UPLOAD_TEXTS.start}
      </button>
    </form>
  );
}
