import { MEMBER_PHP } from '@tubekit/contract';
import { postMultipart, type UploadResult } from '../../../api/multipart.ts';

/**
 * POSTs a picture to member.php as multipart (`section`, `csrf`, then `file`: the server
 * reads the token before the file) and reports the share sent, 0 to 100.
 */
export function uploadImage(
  section: 'u_ava' | 'u_cover',
  csrf: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return postMultipart(MEMBER_PHP, { section, csrf }, file, onProgress);
}
