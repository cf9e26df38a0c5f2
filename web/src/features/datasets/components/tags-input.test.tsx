// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import datasetEdit from '@web/i18n/en/datasetEdit.json';
import { TagsInput } from './tags-input';

/** The field as the form holds it: the tags live in the form, the draft in the field. */
function Field({ initial = [], errors = [] }: { initial?: string[]; errors?: string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagsInput label="Tags" value={tags} onChange={setTags} errors={errors} />;
}

const box = () => screen.getByRole('textbox', { name: 'Tags' });
const tagsShown = () =>
  within(screen.getByRole('list', { name: 'Current tags' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

describe('the tags field', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { datasetEdit } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(cleanup);

  it('adds what was typed on Enter and on a comma, trimmed, and empties the box', () => {
    render(<Field />);
    type('  population ');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(tagsShown()).toEqual(['population']);
    expect(box()).toHaveProperty('value', '');
    type('census');
    fireEvent.keyDown(box(), { key: ',' });
    expect(tagsShown()).toEqual(['population', 'census']);
    expect(box()).toHaveProperty('value', '');
  });

  it('does not add a blank tag or the same tag twice', () => {
    render(<Field initial={['census']} />);
    type('   ');
    fireEvent.keyDown(box(), { key: 'Enter' });
    type('census');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(tagsShown()).toEqual(['census']);
  });

  it('does not add anything while an IME is composing (Enter picks the kanji)', () => {
    render(<Field />);
    type('とうけい');
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(tagsShown()).toEqual([]);
    expect(box()).toHaveProperty('value', 'とうけい');
    type('統計');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(tagsShown()).toEqual(['統計']);
  });

  it('keeps the Japanese comma inside one tag rather than splitting on it', () => {
    render(<Field />);
    type('人口、世帯');
    fireEvent.keyDown(box(), { key: '、' });
    expect(tagsShown()).toEqual([]);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(tagsShown()).toEqual(['人口、世帯']);
  });

  it('removes the last tag on Backspace in the empty box, but not while text is typed', () => {
    render(<Field initial={['a', 'b']} />);
    type('c');
    fireEvent.keyDown(box(), { key: 'Backspace' });
    expect(tagsShown()).toEqual(['a', 'b']);
    type('');
    fireEvent.keyDown(box(), { key: 'Backspace' });
    expect(tagsShown()).toEqual(['a']);
    fireEvent.keyDown(box(), { key: 'Backspace' });
    fireEvent.keyDown(box(), { key: 'Backspace' });
    expect(tagsShown()).toEqual([]);
  });

  it('removes one tag with its own labelled button', () => {
    render(<Field initial={['a', 'b', 'c']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag b' }));
    expect(tagsShown()).toEqual(['a', 'c']);
  });

  it('adds the typed tag when the person leaves the box', () => {
    render(<Field />);
    type('housing');
    fireEvent.blur(box());
    expect(tagsShown()).toEqual(['housing']);
  });

  it('shows every error under the field and marks the box invalid', () => {
    render(
      <Field initial={['人口、世帯']} errors={['Check the tags.', 'Tag 人口、世帯: no 、']} />,
    );
    expect(box().getAttribute('aria-invalid')).toBe('true');
    const describedBy = box().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Check the tags. Tag 人口、世帯: no 、',
    );
  });
});
