import { expect } from 'chai';
import { action, observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ChoiceGroup, TextAreaField, TextField } from '../../../ui/components/Field/Field';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { cleanup, click, render, type } from '../support/render';

/** The texts of the elements an element's aria-describedby lists, in its order. */
const describedTexts = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

/** A zip field that refuses anything but five digits once typed into, as a form's model would. */
function ZipField() {
  const [zip, setZip] = useState('');
  const error = zip && !/^\d{5}$/.test(zip) ? 'Enter a 5-digit zip code.' : null;
  return <TextField id="zip" name="zip" label="Zip code" hint="Where you live." autoComplete="postal-code" value={zip} onChange={setZip} error={error} />;
}

describe('<Field> in Chromium', () => {
  afterEach(cleanup);

  it('labels its input: the label names it and clicking the label focuses it', () => {
    const { container } = render(<ZipField />);
    const input = container.querySelector<HTMLInputElement>('#zip')!;
    expect(input.labels?.[0]?.textContent).to.equal('Zip code');
    expect(input.name).to.equal('zip');
    expect(input.autocomplete).to.equal('postal-code');
    click(input.labels![0]!);
    expect(document.activeElement).to.equal(input);
  });

  it('is described by its hint alone while valid, not marked invalid', async () => {
    const { container } = render(<ZipField />);
    const input = container.querySelector<HTMLInputElement>('#zip')!;
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(describedTexts(input)).to.deep.equal(['Where you live.']);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('with a message: marked invalid, described by the hint then the message; valid again once put right', async () => {
    const { container } = render(<ZipField />);
    const input = container.querySelector<HTMLInputElement>('#zip')!;
    type(input, '12');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(describedTexts(input)).to.deep.equal(['Where you live.', 'Enter a 5-digit zip code.']);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
    type(input, '12345');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(describedTexts(input)).to.deep.equal(['Where you live.']);
    expect(container.textContent).not.to.contain('Enter a 5-digit zip code.');
  });

  it('says how to put it right only beside a message, and the service’s confirmation after it', () => {
    const phone = (error: string | null) => (
      <TextField id="phone" type="tel" label="Phone" value="555" onChange={() => {}} error={error} errorHint="Like (201) 555-0123." />
    );
    const { container, rerender } = render(phone(null));
    const input = () => container.querySelector<HTMLInputElement>('#phone')!;
    expect(input().hasAttribute('aria-describedby')).to.equal(false);
    expect(container.textContent).not.to.contain('Like (201) 555-0123.');
    rerender(phone('Enter a valid phone number.'));
    expect(describedTexts(input())).to.deep.equal(['Enter a valid phone number.', 'Like (201) 555-0123.']);
    rerender(<TextField id="code" label="Referral code" value="FRIEND" onChange={() => {}} success="Code found." />);
    const code = container.querySelector<HTMLInputElement>('#code')!;
    expect(code.hasAttribute('aria-invalid')).to.equal(false);
    expect(describedTexts(code)).to.deep.equal(['Code found.']);
  });

  it('is marked invalid without a message when the service refused and gave no text', () => {
    const { container } = render(<TextField id="zip" label="Zip code" value="00000" onChange={() => {}} invalid />);
    const input = container.querySelector<HTMLInputElement>('#zip')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('keeps its button on the input’s row and passes the ref to the input', () => {
    let focused: HTMLInputElement | null = null;
    const { container } = render(
      <TextField ref={(input) => void (focused = input)} id="q" type="search" label="Product" value="" onChange={() => {}} action={<button type="submit">Search</button>} />,
    );
    const input = container.querySelector<HTMLInputElement>('#q')!;
    expect(focused).to.equal(input);
    expect(input.type).to.equal('search');
    const button = container.querySelector('button')!;
    expect(button.parentElement).to.equal(input.parentElement);
    expect(Math.abs(button.getBoundingClientRect().top - input.getBoundingClientRect().top)).to.be.lessThan(2);
  });

  it('a text area: labelled, typed into, marked invalid with its message', async () => {
    const texts: string[] = [];
    const { container } = render(<TextAreaField id="invites" label="E-mail addresses" rows={4} value="" onChange={(text) => texts.push(text)} error="Enter at least one e-mail address." />);
    const area = container.querySelector<HTMLTextAreaElement>('textarea#invites')!;
    expect(area.labels?.[0]?.textContent).to.equal('E-mail addresses');
    expect(area.rows).to.equal(4);
    expect(area.getAttribute('aria-invalid')).to.equal('true');
    expect(describedTexts(area)).to.deep.equal(['Enter at least one e-mail address.']);
    type(area, 'a@example.com');
    expect(texts).to.deep.equal(['a@example.com']);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('a choice group: the legend names it, its message describes the group and marks each choice invalid', async () => {
    const group = (error: string | null) => (
      <ChoiceGroup id="often" legend="How often?" error={error}>
        {(choice) =>
          ['Never', 'Always'].map((label) => (
            <label key={label}>
              <input type="radio" name="often" value={label} {...choice} onChange={() => {}} />
              {label}
            </label>
          ))
        }
      </ChoiceGroup>
    );
    const { container, rerender } = render(group(null));
    const fieldset = container.querySelector('fieldset')!;
    const radios = () => [...container.querySelectorAll('input[type="radio"]')];
    expect(fieldset.querySelector('legend')?.textContent).to.equal('How often?');
    expect(fieldset.hasAttribute('aria-describedby')).to.equal(false);
    expect(radios().map((radio) => radio.hasAttribute('aria-invalid'))).to.deep.equal([false, false]);
    rerender(group('Choose how often.'));
    expect(describedTexts(fieldset)).to.deep.equal(['Choose how often.']);
    expect(radios().map((radio) => radio.getAttribute('aria-invalid'))).to.deep.equal(['true', 'true']);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('a choice group in an observer view follows the store its choices read (a press checks the choice)', () => {
    const store = observable({ chosen: null as string | null });
    const choose = action((label: string) => (store.chosen = label));
    const Choices = observer(function Choices() {
      return (
        <ChoiceGroup id="often" legend="How often?">
          {(choice) =>
            ['Never', 'Always'].map((label) => (
              <label key={label}>
                <input type="radio" name="often" value={label} checked={store.chosen === label} {...choice} onChange={() => choose(label)} />
                {label}
              </label>
            ))
          }
        </ChoiceGroup>
      );
    });
    const { container } = render(<Choices />);
    const always = container.querySelector<HTMLInputElement>('input[value="Always"]')!;
    click(always);
    expect(store.chosen).to.equal('Always');
    expect(always.checked).to.equal(true);
    click(container.querySelector('input[value="Never"]'));
    expect(always.checked).to.equal(false);
  });
});
