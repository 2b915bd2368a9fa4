/** What other features may import from files (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { AttachmentField, useUploads } from './AttachmentField';
export { AttachmentList, FilePreview } from './AttachmentList';
export { countDownload, fileUrl, formatSize, uploadFile, uploadProblem } from './files';
