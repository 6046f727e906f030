// A recipient's document, checked by its content, never by its name or the type the browser sent:
// the passbook cover and the signature must be JPEG or PNG, the labour remuneration form JPEG, PNG
// or PDF (recipientFileTypes). Images lose their metadata (EXIF with GPS and the like) before they
// are stored, as profile pictures do.
import { recipientFileTypes, type RecipientFileSlot } from '@chorus/contract';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../../../errors/domain-error.ts';
import { checkImage } from '../../users/index.ts';

export type CheckedDocument = { mime: 'image/jpeg' | 'image/png' | 'application/pdf'; data: Buffer };

export async function checkDocument(slot: RecipientFileSlot, data: Buffer): Promise<CheckedDocument> {
  const detected = await fileTypeFromBuffer(data);
  const mime = recipientFileTypes[slot].find((m) => m === detected?.mime);
  if (!mime) throw new DomainError('errors.fileType', { fields: { file: 'errors.fileType' } });
  if (mime === 'application/pdf') {
    // A PDF ends with its trailer; a file that only starts like one is refused.
    if (!data.subarray(Math.max(0, data.length - 1024)).includes('%%EOF')) throw new DomainError('errors.fileType', { fields: { file: 'errors.fileType' } });
    return { mime, data };
  }
  return checkImage(data);
}
