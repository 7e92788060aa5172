import * as esbuild from 'esbuild';

/**
 * Bundles each browser test file with esbuild (React's CommonJS, `process.env`, CSS Modules) and injects
 * the emitted CSS, so components render in Chromium exactly as the production build styles them.
 */
export function esbuildBundlePlugin({ testFilePattern = /\.test\.tsx?$/ } = {}) {
  return {
    name: 'clipback-esbuild-bundle',
    async serve(context) {
      if (!testFilePattern.test(context.path)) return undefined;
      const result = await esbuild.build({
        entryPoints: [`.${context.path}`],
        bundle: true,
        write: false,
        outdir: 'wtr-out',
        format: 'esm',
        jsx: 'automatic',
        sourcemap: 'inline',
        loader: { '.module.css': 'local-css', '.svg': 'dataurl', '.png': 'dataurl' },
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
      });
      const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
      const css = result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => file.text).join('\n');
      const injectCss = css
        ? `{const s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.appendChild(s);}\n`
        : '';
      return { body: injectCss + js, type: 'js' };
    },
  };
}
