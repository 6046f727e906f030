// A short sample clip for the demo's footage and cuts, made at seed time (no media files in the
// repository; the machine has no ffmpeg): a WAV of a few seconds of tone, which the page's player
// plays like any other cut. Mono, 16-bit, 8 kHz: 16 KB a second.
const RATE = 8000;

/** `seconds` of a tone at `hertz`, fading in and out. */
export function sampleClip(seconds: number, hertz: number): Buffer {
  const samples = Math.round(seconds * RATE);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 800, (samples - i) / 800);
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hertz * i) / RATE) * 9000 * fade), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
