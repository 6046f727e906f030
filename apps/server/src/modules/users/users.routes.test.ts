import zlib from 'node:zlib';
import { AVATAR_MAX_BYTES } from '@chorus/contract';
import { resources } from '@chorus/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rowCount } from '../../../test/row-count.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/v1/user_info', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user_info' });
    expect(response.statusCode).toBe(401);
  });

  it('merges channels with the owner entry winning and owners first', async () => {
    const session = await t.signIn(demo('user_owner'));
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.email).toBe(demo('user_owner'));
    expect(body.channels.map((c: { member_type: string }) => c.member_type)).toEqual(['owner', 'owner', 'owner', 'member']);
  });
});

/** A message as written in the i18n catalogue of a language. */
function catalogue(language: 'en' | 'ja' | 'zh-TW', key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[language].messages);
  expect(typeof found, key).toBe('string');
  return found as string;
}

async function userRow(email: string) {
  return t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

describe('POST /api/v1/edit_user_info', () => {
  const email = demo('user_editor');
  let session: Session;
  beforeAll(async () => {
    session = await t.signIn(email);
  });
  const edit = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/edit_user_info', headers: { ...session.headers, ...headers }, payload: payload as object });

  async function expectRefused(payload: unknown, field: string) {
    const before = await userRow(email);
    const response = await edit(payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json().error.code).toBe('errors.invalidInput');
    expect(Object.keys(response.json().error.fields), JSON.stringify(payload)).toContain(field);
    expect(await userRow(email)).toEqual(before);
  }

  it('refuses an empty or blank name', async () => {
    await expectRefused({ name: '' }, 'name');
    await expectRefused({ name: '   ' }, 'name');
  });

  it('refuses a malformed phone number', async () => {
    for (const phone of ['abc', '12', '0912-ABC-678', '', '+886 912 345 678 901 234 567 890 123']) await expectRefused({ phone }, 'phone');
  });

  it('refuses a date of birth outside 1900-01-01..2099-12-31 or not on the calendar', async () => {
    for (const date of ['1899-12-31', '2100-01-01', '0000-01-01', '2023-02-30', '2023-13-01', '1990-1-1', 'yesterday']) {
      await expectRefused({ date_of_birth: date }, 'date_of_birth');
    }
  });

  it('accepts the first and last day of the date range', async () => {
    for (const date of ['1900-01-01', '2099-12-31']) {
      const response = await edit({ date_of_birth: date });
      expect(response.statusCode, date).toBe(200);
      expect(response.json().date_of_birth).toBe(date);
      expect((await userRow(email)).date_of_birth).toBe(date);
    }
  });

  it('refuses fields a user may not set here (400), changing nothing', async () => {
    for (const [field, value] of [
      ['account_type', 'admin'],
      ['email', 'someone-else@demo.chorus.test'],
      ['account', 'new_account'],
      ['id', 1],
      ['failed_logins', 0],
      ['password_hash', 'x'],
      ['has_cms_permissions', true],
    ] as const) {
      await expectRefused({ name: 'Sneaky Name', [field]: value }, field);
    }
  });

  it('refuses a __proto__ key, changing nothing', async () => {
    const before = await userRow(email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/edit_user_info',
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: '{"name":"Polluted","__proto__":{"account_type":"admin"}}',
    });
    expect(response.statusCode).toBe(400);
    expect(await userRow(email)).toEqual(before);
  });

  it('refuses editing another user (404), changing nothing', async () => {
    const other = await userRow(demo('user'));
    const response = await edit({ user_id: other.id, name: 'Not Mine' });
    expect(response.statusCode).toBe(404);
    expect(await userRow(demo('user'))).toEqual(other);
  });

  it('writes nothing when one field of several is invalid', async () => {
    await expectRefused({ name: 'Half Valid', phone: 'nope' }, 'phone');
  });

  it('saves a good edit to the row, and user_info shows it', async () => {
    const saved = {
      name: '新名字 New Name',
      phone: '+886 912-345-678',
      gender: 'female',
      language: 'en',
      date_of_birth: '1991-07-04',
      current_address: '台北市信義區 1 號',
      identity_number: 'A123456789',
    };
    const before = await userRow(email);
    const response = await edit({ ...saved, name: `  ${saved.name}  ` });
    expect(response.statusCode).toBe(200);
    const row = await userRow(email);
    expect(row).toMatchObject(saved);
    // Nothing else moved.
    const untouched = Object.fromEntries(Object.keys(saved).map((field) => [field, 0]));
    expect({ ...row, ...untouched }).toEqual({ ...before, ...untouched });

    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers });
    expect(info.statusCode).toBe(200);
    const { identity_number: _identity, ...shown } = saved;
    expect(info.json()).toMatchObject(shown);
    expect(info.json().identity_number).not.toBe('A123456789');
    expect(info.json()).toEqual(response.json());

    // An empty optional text clears it.
    const cleared = await edit({ current_address: '' });
    expect(cleared.statusCode).toBe(200);
    expect((await userRow(email)).current_address).toBeNull();
  });

  // Issue 23: where a creator's money goes is their channel's remittance recipient, kept by finance.
  it('refuses bank details, saying in each language that they live on the remittance recipient', async () => {
    await expectRefused({ beneficiary_account_number: '12' }, 'beneficiary_account_number');
    for (const language of ['en', 'ja', 'zh-TW'] as const) {
      const response = await edit({ beneficiary_bank_code: '812' }, { 'x-chorus-language': language });
      expect(response.json().error.fields.beneficiary_bank_code).toBe(catalogue(language, 'validation.bankOnRecipient'));
    }
  });

  it('refuses payout details to an advertiser, whom the network does not pay; their name still saves', async () => {
    const advertiser = await t.signIn(demo('advertiser'));
    const before = await userRow(demo('advertiser'));
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/edit_user_info',
      headers: advertiser.headers,
      payload: { identity_number: 'A123456789' },
    });
    expect(payout.statusCode).toBe(403);
    expect(payout.json().error.code).toBe('errors.payoutNotUsed');
    expect(await userRow(demo('advertiser'))).toEqual(before);
    const name = await t.app.inject({ method: 'POST', url: '/api/v1/edit_user_info', headers: advertiser.headers, payload: { name: 'Ad Owner' } });
    expect(name.statusCode).toBe(200);
  });

  it('translates error.message by the x-chorus-language header', async () => {
    const messages = new Map<string, string>();
    for (const language of ['en', 'ja', 'zh-TW'] as const) {
      const response = await edit({ phone: 'bad' }, { 'x-chorus-language': language });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.message).toBe(catalogue(language, 'errors.invalidInput'));
      expect(error.fields.phone).toBe(catalogue(language, 'validation.phoneFormat'));
      messages.set(language, error.message);
    }
    expect(new Set(messages.values()).size).toBe(3);
    expect(messages.get('en')).toMatch(/^[\x20-\x7e]+$/);

    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: { 'x-chorus-language': 'ja' } });
    expect(unauthenticated.json().error.message).toBe(catalogue('ja', 'errors.unauthenticated'));
  });
});

// ---- images built byte by byte ----

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG; `extra` chunks go between IHDR and IDAT. */
function png(options: { width?: number; height?: number; extra?: Buffer[] } = {}): Buffer {
  const width = options.width ?? 2;
  const height = options.height ?? 2;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows = Math.min(height, 4);
  const raw = Buffer.alloc((1 + width * 3) * rows, 0x80);
  for (let y = 0; y < rows; y++) raw[y * (1 + width * 3)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(options.extra ?? []),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** An EXIF block (big-endian TIFF) whose IFD0 points at a GPS IFD with a latitude reference. */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(44);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // IFD0: one entry
  tiff.writeUInt16BE(0x8825, 10); // GPSInfo pointer
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22);
  tiff.writeUInt16BE(1, 26); // GPS IFD: one entry
  tiff.writeUInt16BE(0x0001, 28); // GPSLatitudeRef
  tiff.writeUInt16BE(2, 30);
  tiff.writeUInt32BE(2, 32);
  tiff.write('N\0', 36, 'latin1');
  tiff.writeUInt32BE(0, 40);
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** A real baseline 8x8 grey JPEG: one block whose coefficients are all zero. */
function jpeg(metadata: Buffer[] = []): Buffer {
  const oneSymbolTable = (tableClass: number) => Buffer.from([tableClass, 1, ...new Array<number>(15).fill(0), 0x00]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    ...metadata,
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, oneSymbolTable(0x00)),
    jpegSegment(0xc4, oneSymbolTable(0x10)),
    jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f]), // DC difference 0, end of block, padded with ones
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The markers of a JPEG's segments up to the scan. */
function jpegMarkers(data: Buffer): number[] {
  const markers: number[] = [];
  let offset = 2;
  while (offset + 4 <= data.length && data[offset] === 0xff) {
    const marker = data[offset + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return markers;
}

const multipart = (file: { filename: string; contentType: string; data: Buffer }, field = 'avatar') => multipartBody({ ...file, field });

describe('POST /api/v1/set_avatar and GET /api/v1/files/:id', () => {
  const email = demo('intensive_cooperative_user_manager');
  let session: Session;
  beforeAll(async () => {
    session = await t.signIn(email);
  });

  const upload = (file: { filename: string; contentType: string; data: Buffer }) => {
    const body = multipart(file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/set_avatar',
      headers: { ...session.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const fetchFile = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: session.headers });
  const fileCount = () => rowCount(t.db, 'files');

  async function expectRefused(file: { filename: string; contentType: string; data: Buffer }, status: number) {
    const avatarBefore = (await userRow(email)).avatar_id;
    const filesBefore = await fileCount();
    const response = await upload(file);
    expect(response.statusCode, file.filename).toBe(status);
    expect(response.json().error).toBeDefined();
    expect((await userRow(email)).avatar_id).toBe(avatarBefore);
    expect(await fileCount()).toBe(filesBefore);
    return response;
  }

  it('accepts a small PNG, stores it without its text and EXIF chunks, and serves it with nosniff', async () => {
    const metadata = [pngChunk('tEXt', Buffer.from('Comment\0Shot at 25.0330N 121.5654E', 'latin1')), pngChunk('eXIf', exifWithGps().subarray(10))];
    const response = await upload({ filename: 'me.png', contentType: 'image/png', data: png({ extra: metadata }) });
    expect(response.statusCode).toBe(200);
    const { avatar_id: id } = response.json() as { avatar_id: string };
    expect((await userRow(email)).avatar_id).toBe(id);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers });
    expect(info.json().avatar_id).toBe(id);

    const served = await fetchFile(id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png())).toBe(true);
    expect(served.rawPayload.includes(Buffer.from('25.0330N'))).toBe(false);
  });

  it('accepts a small JPEG and strips its EXIF (APP1) and comment segments', async () => {
    const withExif = jpeg([exifWithGps(), jpegSegment(0xfe, Buffer.from('taken at home'))]);
    expect(jpegMarkers(withExif)).toContain(0xe1);
    const response = await upload({ filename: 'me.jpg', contentType: 'image/jpeg', data: withExif });
    expect(response.statusCode).toBe(200);
    const { avatar_id: id } = response.json() as { avatar_id: string };
    expect((await userRow(email)).avatar_id).toBe(id);

    const served = await fetchFile(id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = served.rawPayload;
    expect(jpegMarkers(stored)).not.toContain(0xe1);
    expect(jpegMarkers(stored)).not.toContain(0xfe);
    expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(stored.includes(Buffer.from('taken at home'))).toBe(false);
    // Everything else is kept, byte for byte.
    expect(stored.equals(jpeg())).toBe(true);
  });

  it('accepts a picture between the 1 MB JSON limit and the 2 MB file limit', async () => {
    const padding = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(1_500_000, 0x61)]));
    const response = await upload({ filename: 'big.png', contentType: 'image/png', data: png({ extra: [padding] }) });
    expect(response.statusCode).toBe(200);
    expect((await fetchFile(response.json().avatar_id)).rawPayload.equals(png())).toBe(true);
  });

  it('refuses a text file named .png (400)', async () => {
    const response = await expectRefused(
      { filename: 'photo.png', contentType: 'image/png', data: Buffer.from('just some text, not a picture\n'.repeat(20)) },
      400,
    );
    expect(response.json().error.code).toBe('errors.fileType');
  });

  it('refuses an SVG, whatever its name (400)', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(document.cookie)</script><rect width="8" height="8"/></svg>',
    );
    for (const [filename, contentType] of [
      ['me.svg', 'image/svg+xml'],
      ['me.png', 'image/png'],
      ['me.jpg', 'image/jpeg'],
    ]) {
      const response = await expectRefused({ filename: filename!, contentType: contentType!, data: svg }, 400);
      expect(response.json().error.code).toBe('errors.fileType');
    }
  });

  it('refuses a picture with more than 25 megapixels (400)', async () => {
    const response = await expectRefused({ filename: 'huge.png', contentType: 'image/png', data: png({ width: 6000, height: 6000 }) }, 400);
    expect(response.json().error.code).toBe('errors.imageTooLarge');
  });

  /** A real PNG of exactly `size` bytes, padded with a text chunk. */
  const pngOfSize = (size: number) => {
    const fill = size - png().length - 12 - 'Comment\0'.length;
    const data = png({ extra: [pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(fill, 0x61)]))] });
    expect(data.length).toBe(size);
    return data;
  };

  it('accepts a file of exactly 2 MB', async () => {
    const response = await upload({ filename: 'max.png', contentType: 'image/png', data: pngOfSize(AVATAR_MAX_BYTES) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a file over 2 MB (413)', async () => {
    const response = await expectRefused({ filename: 'big.png', contentType: 'image/png', data: pngOfSize(AVATAR_MAX_BYTES + 1) }, 413);
    expect(response.json().error.code).toBe('errors.fileTooLarge');
  });

  it('refuses a request without a file (400)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/set_avatar', headers: session.headers, payload: { avatar: 'x' } });
    expect(response.statusCode).toBe(400);
  });
});
