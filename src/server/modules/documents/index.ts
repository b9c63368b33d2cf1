// What other folders may use of modules/documents (lint: no import reaches past this file).

export { contentDisposition } from './content-disposition.ts';
export { documentsRouter } from './documents.handlers.ts';
export { isDocumentUpload, uploadSizeLimit } from './receive-upload.ts';
export { keepCopy, keptCopy, removeStampedCopies, stampTextHash, stampedCopyKey, stampedCopyKeysOfUser, type StampIdentity } from './stamped-copies.ts';
