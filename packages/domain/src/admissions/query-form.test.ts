import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/rules.js';
import { complaintSchema, queryFormSchema } from './query-form.js';

const messagesOf = (schema: Parameters<typeof fieldErrors>[0], input: unknown) => Object.fromEntries(fieldErrors(schema, input).map((e) => [e.field, e.message]));

describe('query before login (spec part 3, section 5.8)', () => {
  const valid = { name: 'Kofi Mensah', email: 'kofi@example.com', description: 'I cannot open my course.' };

  it('a named, addressed and described query may be sent', () => {
    expect(fieldErrors(queryFormSchema, valid)).toEqual([]);
  });

  it('shows every empty field’s message at once, in form order', () => {
    expect(fieldErrors(queryFormSchema, { name: '', email: '', description: '' })).toEqual([
      { field: 'name', message: 'Please enter user name' },
      { field: 'email', message: '*Please enter your email-ID.' },
      { field: 'description', message: '*Please Enter the issue description.' },
    ]);
  });

  it('missing fields count as empty', () => {
    expect(fieldErrors(queryFormSchema, {}).map((e) => e.field)).toEqual(['name', 'email', 'description']);
  });

  it.each(['Kofi2', 'K.Mensah', 'Kofi_Mensah', 'O’Neil'])('the name %j has more than letters and spaces', (name) => {
    expect(messagesOf(queryFormSchema, { ...valid, name })).toEqual({ name: '*Please enter alphabet characters only.' });
  });

  it('letters of any alphabet and spaces pass', () => {
    expect(fieldErrors(queryFormSchema, { ...valid, name: 'Amélie Zoë Côté' })).toEqual([]);
  });

  it('a name of spaces only is empty, not a name of letters', () => {
    expect(messagesOf(queryFormSchema, { ...valid, name: '   ' })).toEqual({ name: 'Please enter user name' });
  });

  it.each(['kofi', 'kofi@', 'kofi@example', 'ko fi@example.com'])('%j is not a valid e-mail', (email) => {
    expect(messagesOf(queryFormSchema, { ...valid, email })).toEqual({ email: '*Please enter valid email-ID.' });
  });

  it('a description of spaces only is empty', () => {
    expect(messagesOf(queryFormSchema, { ...valid, description: ' \n ' })).toEqual({ description: '*Please Enter the issue description.' });
  });
});

describe('complaint after login (spec part 3, sections 2.8 and 5.9)', () => {
  it('a complaint about a program may be sent, by number or string id', () => {
    expect(fieldErrors(complaintSchema, { programId: 4101, description: 'Video does not play' })).toEqual([]);
    expect(fieldErrors(complaintSchema, { programId: '4101', description: 'Video does not play' })).toEqual([]);
  });

  it('asks for the program and the description, in form order', () => {
    expect(fieldErrors(complaintSchema, {})).toEqual([
      { field: 'programId', message: '*Please Select the Program.' },
      { field: 'description', message: '*Please Enter the issue description.' },
    ]);
  });

  it.each([[''], ['--Select--'], [0], [null]])('%j is no program', (programId) => {
    expect(messagesOf(complaintSchema, { programId, description: 'x' })).toEqual({ programId: '*Please Select the Program.' });
  });
});
