import type { Plugin } from 'vite';

const FORM_CONTEXT_IMPORTER = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * antd's form context (imported by Input, Button, Space… on every page) takes one binding, FormProvider,
 * from @rc-component/form's index — and that index attaches statics to the Form component, which the
 * bundler must keep, so the whole form engine and its validator came along with any input box. Pointing
 * that one import at the module that defines FormProvider keeps them in the pages that have a form.
 */
export function formContextOnly(): Plugin {
  return {
    name: 'hgsc:form-context-only',
    apply: 'build',
    // Before Vite's own resolver, which would answer first.
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !FORM_CONTEXT_IMPORTER.test(importer)) return null;
      const index = await this.resolve(source, importer, { skipSelf: true });
      if (!index || !/[\\/]index\.js$/.test(index.id)) return null;
      return index.id.replace(/index\.js$/, 'FormContext.js');
    },
  };
}
