/** The shared form fields' words (shared/ui: place picker, file upload), on the signed-in pages. */
export const fieldsZh = {
  'field.place.label': '所在地区',
  'field.place.placeholder': '请选择省 / 市 / 区县',
  'field.place.placeholderCity': '请选择省 / 市',
  'field.place.required': '请选择省、市、区县',
  'field.upload.imageHint': '支持 jpg、jpeg、png、bmp 格式，不超过 40M',
  'field.upload.fileHint': '支持 jpg、jpeg、png、bmp、pdf 格式，不超过 40M',
  'field.upload.pdfHint': '支持 pdf 格式，不超过 40M',
  'field.upload.badPdfType': '上传文件格式不对!上传文件只能是 pdf 格式',
  'field.upload.replace': '重新上传',
  'field.upload.viewFile': '查看文件',
} as const;
