import { REPORT_REASONS, REPORT_SECTIONS, REPORT_TEXT_MAX, type ReportForm } from '@tubekit/contract';
import { ApiError } from '../http/errors.ts';
import { fieldsOf, idField, oneOfField, textField } from './form-fields.ts';

/**
 * Reads a report.php body: `section` (videos|comments), `object_id`, `reason` (one of
 * REPORT_REASONS) and `text` (at most REPORT_TEXT_MAX characters; `required` with reason
 * `other`, which says nothing by itself). Bad fields throw 400 naming the field.
 */
export function parseReportRequest(body: unknown): Required<ReportForm> {
  const fields = fieldsOf(body);
  const section = oneOfField(fields, 'section', REPORT_SECTIONS);
  const object_id = idField(fields, 'object_id');
  const reason = oneOfField(fields, 'reason', REPORT_REASONS);
  const text = textField(fields, 'text', { min: 0, max: REPORT_TEXT_MAX });
  if (reason === 'other' && text === '') throw new ApiError('required', 'text');
  return { section, object_id, reason, text };
}
