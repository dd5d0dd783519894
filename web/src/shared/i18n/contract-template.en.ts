import type { contractTemplatePageZh } from './contract-template.zh.ts';

/** English strings of the seller's contract templates; the same keys as contract-template.zh.ts. */
export const contractTemplatePageEn: Record<keyof typeof contractTemplatePageZh, string> = {
  'route.manage.contracttemplate': 'Contract templates',

  'contractTemplatePage.hint':
    'A contract is generated from the template chosen for its order, else from the default. The platform template cannot be changed; copy it to adapt it.',
  'contractTemplatePage.add': 'New template',
  'contractTemplatePage.builtIn': 'Platform',
  'contractTemplatePage.default': 'Default',
  'contractTemplatePage.col.name': 'Template',
  'contractTemplatePage.col.inUse': 'In use',
  'contractTemplatePage.col.updatedAt': 'Updated',
  'contractTemplatePage.col.actions': 'Actions',
  'contractTemplatePage.btn.edit': 'Edit',
  'contractTemplatePage.btn.preview': 'Preview',
  'contractTemplatePage.btn.copy': 'Copy',
  'contractTemplatePage.btn.setDefault': 'Set as default',
  'contractTemplatePage.btn.delete': 'Delete',
  'contractTemplatePage.copyName': '{{name}} copy',
  'contractTemplatePage.confirmDelete': 'Delete the template “{{name}}”?',
  'contractTemplatePage.deleteDefaultHint': 'This is the default template; the platform template will be used instead.',
  'contractTemplatePage.noShopHint': 'Contract templates belong to a shop; open one to manage them.',
  'contractTemplatePage.editor.addTitle': 'New contract template',
  'contractTemplatePage.editor.editTitle': 'Edit contract template',
  'contractTemplatePage.editor.name': 'Template name',
  'contractTemplatePage.editor.content': 'Template text',
  'contractTemplatePage.editor.insert': 'Insert at the cursor:',
  'contractTemplatePage.editor.heading': 'Article heading',
  'contractTemplatePage.editor.formatHint':
    'One paragraph per line; a line starting with “{{heading}} ” is an article heading, numbered when the contract is generated; {{table}} must stand alone on a line and becomes the table of goods; the other placeholders are filled from the order.',
  'contractTemplatePage.preview.title': 'Template preview: {{name}}',
  'contractTemplatePage.preview.sampleTitle': 'Template preview (sample order)',
  'contractTemplatePage.preview.orderTitle': 'Template preview (this order)',
  'contractTemplatePage.choose.current': 'Template: {{name}}',
  'contractTemplatePage.choose.button': 'Choose template',
  'contractTemplatePage.choose.title': 'Choose the contract template',
  'contractTemplatePage.choose.label': 'Contract template',
  'contractTemplatePage.choose.hint': 'The contract is generated from this template; later template edits do not change it.',
  'contractTemplatePage.choose.manage': 'Manage contract templates',
} as const;
