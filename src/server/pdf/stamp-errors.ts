// Why a file could not be stamped, in a module of its own: the server's main thread reads these errors back from the
// stamping workers without loading pdf-lib, sharp or the font engine itself.

/** Why a document could not be stamped; the handler refuses the download with `documentNotStampable`. */
export class UnstampableError extends Error {
  constructor(
    readonly reason: 'encrypted' | 'corrupt',
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Cannot stamp the document (${reason}): ${detail}`, options);
    this.name = 'UnstampableError';
  }
}
