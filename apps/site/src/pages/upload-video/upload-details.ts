import { DEFAULTS, type UploadAnswer, type UploadDetails } from '@tubekit/contract';

/** The form's details before the member types anything. */
export const EMPTY_DETAILS: UploadDetails = {
  title: '',
  description: '',
  categories: [],
  gender: DEFAULTS.gender,
  is_private: 0,
  channel: '',
  exclusive: 0,
};

/** The details an upload was started with (to refill the form when it is resumed). */
export function detailsOf(upload: UploadAnswer): UploadDetails {
  const { title, description, categories, gender, is_private, channel, exclusive } = upload;
  return { title, description, categories, gender, is_private, channel, exclusive };
}
