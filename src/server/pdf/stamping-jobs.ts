import type { PdfLimits, LimitReason } from './pdf-limits.ts';
import type { Stamp } from './watermark.ts';

// What crosses between the server and a stamping worker (stamping-pool.ts, stamping-worker.ts): plain data only.

export type StampableType = 'application/pdf' | 'image/png' | 'image/jpeg';

export type StampingJob =
  | { kind: 'stamp'; contentType: StampableType; bytes: Uint8Array; stamp: Stamp; limits: PdfLimits }
  | { kind: 'check'; bytes: Uint8Array; limits: PdfLimits };

export type StampingFailure =
  | { type: 'limit'; reason: LimitReason; detail: string }
  | { type: 'unstampable'; reason: 'encrypted' | 'corrupt'; detail: string }
  | { type: 'failed'; detail: string };

export type StampingOutcome = { ok: true; bytes: Uint8Array | null } | { ok: false; failure: StampingFailure };
