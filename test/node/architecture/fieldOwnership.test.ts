import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FIELD_COMPONENT_DIR, handWrittenFields } from './fieldOwnership';
import { filesUnder } from '../../support/filesUnder';

const uiRoot = join(import.meta.dirname, '../../../ui');

const viewFiles = (dir: string): string[] => filesUnder(dir, (name) => /\.(tsx?|css)$/.test(name));

const uiFiles = () => viewFiles(uiRoot).map((file) => ({ path: relative(uiRoot, file).split(sep).join('/'), source: readFileSync(file, 'utf8') }));

describe('form fields come from the Field component (ui/components/Field)', () => {
  it('the Field component is where aria-invalid is set', () => {
    const field = uiFiles().filter(({ path }) => path.startsWith(FIELD_COMPONENT_DIR));
    expect(field.some(({ source }) => source.includes('aria-invalid'))).to.equal(true);
  });

  it('no other file in ui/ says aria-invalid', () => {
    expect(handWrittenFields(uiFiles())).to.deep.equal([]);
  });

  describe('the check itself', () => {
    it('flags a view that marks its own input invalid, and a style sheet that styles one', () => {
      const files = [
        { path: 'pages/register/RegisterPage.tsx', source: '<input id="zip" aria-invalid={error ? true : undefined} />' },
        { path: 'pages/register/RegisterPage.module.css', source: ".field input[aria-invalid='true'] { border-color: red; }" },
        { path: 'pages/register/copy.ts', source: "export const COPY = { ZIP: 'Zip code' };" },
        { path: 'components/Field/Field.tsx', source: "'aria-invalid': error ? true : undefined" },
      ];
      expect(handWrittenFields(files)).to.deep.equal(['pages/register/RegisterPage.tsx', 'pages/register/RegisterPage.module.css']);
    });
  });
});
