import {
  COMMENT_POST_SECTIONS,
  COMMENT_TEXT,
  type CommentAddForm,
  type CommentDeleteForm,
} from '@tubekit/contract';
import { ApiError } from '../http/errors.ts';
import { fieldsOf, idField, oneOfField, stringField, textField } from './form-fields.ts';

/** A comment.php request, read and checked: add a comment or delete one. */
export type CommentRequest = CommentAddForm | CommentDeleteForm;

/**
 * Reads a comment.php body (`act` add|delete). Bad fields throw 400: `invalid_param` naming
 * the field, `required` / `max_length` for the text (COMMENT_TEXT: 1 to 1000 characters).
 */
export function parseCommentRequest(body: unknown): CommentRequest {
  const fields = fieldsOf(body);
  const act = stringField(fields, 'act');
  if (act === 'delete') return { act, comment_id: idField(fields, 'comment_id') };
  if (act !== 'add') throw new ApiError('invalid_param', 'act');
  return {
    act,
    section: oneOfField(fields, 'section', COMMENT_POST_SECTIONS),
    object_id: idField(fields, 'object_id'),
    text: textField(fields, 'text', COMMENT_TEXT),
  };
}
