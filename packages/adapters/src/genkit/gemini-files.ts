import type { StoredObjectStream } from '@estudio/domain/content';

/*
 * The Gemini API's Files API, for a video's summary with an API key: the video goes from Storage
 * to Google in one resumable upload, streamed (never held whole in memory, never through the
 * browser); the model then reads it by its file URI.
 */

export const GEMINI_API_BASE_URL = 'https://generativelanguage.googleapis.com';

export interface GeminiFile {
  readonly name: string;
  readonly uri: string;
  readonly mimeType: string;
  readonly state?: string;
}

export interface GeminiFilesOptions {
  readonly apiKey: string;
  readonly baseUrl?: string;
  readonly signal?: AbortSignal;
  /** Waits between checks while Google processes a video (default 2 s, at most 150 checks). */
  readonly pollMs?: number;
}

const failed = async (step: string, response: Response): Promise<never> => {
  throw new Error(`Gemini Files API (${step}): HTTP ${response.status} ${await response.text().catch(() => '')}`);
};

/** Uploads `source` to the Files API and answers the file once it is ACTIVE. */
export const uploadToGeminiFiles = async (
  source: StoredObjectStream,
  { apiKey, baseUrl = GEMINI_API_BASE_URL, signal, pollMs = 2000 }: GeminiFilesOptions,
): Promise<GeminiFile> => {
  const { object, chunks } = source;
  const start = await fetch(`${baseUrl}/upload/v1beta/files`, {
    method: 'POST',
    headers: {
      'x-goog-api-key': apiKey,
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'X-Goog-Upload-Header-Content-Length': String(object.size),
      'X-Goog-Upload-Header-Content-Type': object.contentType,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ file: { display_name: object.path.split('/').pop() ?? object.path } }),
    signal: signal ?? null,
  });
  if (!start.ok) return failed('start', start);
  const uploadUrl = start.headers.get('x-goog-upload-url');
  if (!uploadUrl) throw new Error('Gemini Files API (start): no upload URL');

  const upload = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'X-Goog-Upload-Offset': '0', 'X-Goog-Upload-Command': 'upload, finalize' },
    body: ReadableStream.from(chunks),
    duplex: 'half',
    signal: signal ?? null,
  } as RequestInit);
  if (!upload.ok) return failed('upload', upload);
  let file = ((await upload.json()) as { file: GeminiFile }).file;

  for (let check = 0; file.state === 'PROCESSING' && check < 150; check += 1) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const status = await fetch(`${baseUrl}/v1beta/${file.name}`, {
      headers: { 'x-goog-api-key': apiKey },
      signal: signal ?? null,
    });
    if (!status.ok) return failed('status', status);
    file = (await status.json()) as GeminiFile;
  }
  if (file.state !== undefined && file.state !== 'ACTIVE') throw new Error(`Gemini Files API: file ${file.state}`);
  return file;
};
