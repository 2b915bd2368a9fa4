export const importProgress = {
  uploading: '正在上传文件',
  processing: '文件已上传，服务器正在逐行校验并保存…',
} as const;
