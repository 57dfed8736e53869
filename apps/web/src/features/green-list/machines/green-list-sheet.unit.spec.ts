import { describe, expect, it } from '@jest/globals';
import { greenListCatalogue } from '@artisans/domain/green-list-catalogue';
import { exampleMaterial } from '@artisans/domain/testing/green-list-examples';
import { EMPTY_GREEN_LIST_SHEET, greenListCompletion } from '@artisans/domain/green-list-rules';
import type { GreenListView } from '../api/get-green-list';
import {
  cleanAnswer,
  mayChange,
  mayEditMaterialList,
  newMaterialId,
  patchOf,
  resumeStep,
  same,
  withAnswer,
  withMaterialEdit,
  withPatch,
} from './green-list-sheet';

const catalogue = greenListCatalogue(1);

describe('the Green List sheet on the screen', () => {
  it('Given an answer emptied, Then it is removed rather than stored empty', () => {
    expect(cleanAnswer({ explain: '' })).toBeUndefined();
    const sheet = withAnswer({ answers: { p3: { value: 4 } }, materials: [] }, { code: 'p3' }, {});
    expect(sheet.answers).toEqual({});
    expect(cleanAnswer({ value: 3, explain: 'Why' })).toEqual({ value: 3, explain: 'Why' });
  });

  it('Given answers changed, Then the patch holds only those, null for one removed', () => {
    const saved = { answers: { p3: { value: 4 }, p6: { value: 2 } }, materials: [] };
    const draft = withAnswer(withAnswer(saved, { code: 'p3' }, { value: 5 }), { code: 'p6' }, undefined);
    expect(patchOf(catalogue, draft, saved)).toEqual({ answers: { p3: { value: 5 }, p6: null } });
    expect(patchOf(catalogue, saved, saved)).toBeNull();
  });

  it('Given the same answer with its keys in another order, Then nothing is pending', () => {
    const saved = { answers: { c4: { explain: 'Invoices', value: 1200 } }, materials: [] };
    const draft = { answers: { c4: { value: 1200, explain: 'Invoices' } }, materials: [] };
    expect(same(draft, saved)).toBe(true);
    expect(patchOf(catalogue, draft, saved)).toBeNull();
  });

  it('Given a follow-up changed and then hidden by its earlier answer, Then the change is not sent (the API refuses it)', () => {
    const saved = { answers: { p23: { value: 4 }, p24: { value: 'Energy, monthly' } }, materials: [] };
    let draft = withAnswer(saved, { code: 'p24' }, { value: 'Energy and waste, monthly' });
    draft = withAnswer(draft, { code: 'p23' }, { value: 1 });
    expect(patchOf(catalogue, draft, saved)).toEqual({ answers: { p23: { value: 1 } } });
    // Asked again: the change kept on the screen is saved then.
    draft = withAnswer(draft, { code: 'p23' }, { value: 3 });
    expect(patchOf(catalogue, draft, saved)).toEqual({
      answers: { p23: { value: 3 }, p24: { value: 'Energy and waste, monthly' } },
    });
  });

  it("Given a material's follow-up hidden, Then the material list is sent with the saved answer of it", () => {
    const oak = exampleMaterial('oak', 60, catalogue);
    const saved = { answers: {}, materials: [oak] };
    let draft = withAnswer(saved, { code: 's5', materialId: 'oak' }, { value: 'Vosges' });
    draft = withAnswer(draft, { code: 's3', materialId: 'oak' }, { value: 1 });
    const patch = patchOf(catalogue, draft, saved);
    expect(patch?.materials?.[0]?.answers.s3).toEqual({ value: 1 });
    expect(patch?.materials?.[0]?.answers.s5).toEqual(oak.answers.s5);
  });

  it('Given materials added, moved and removed, Then the whole list is sent in its order', () => {
    let sheet = withMaterialEdit(EMPTY_GREEN_LIST_SHEET, { kind: 'add', id: 'oak' });
    sheet = withMaterialEdit(sheet, { kind: 'add', id: 'wax' });
    sheet = withMaterialEdit(sheet, { kind: 'add', id: 'wax' });
    expect(sheet.materials.map((m) => m.id)).toEqual(['oak', 'wax']);
    sheet = withMaterialEdit(sheet, { kind: 'move', id: 'wax', by: -1 });
    expect(sheet.materials.map((m) => m.id)).toEqual(['wax', 'oak']);
    expect(withMaterialEdit(sheet, { kind: 'move', id: 'wax', by: -1 })).toBe(sheet);
    const patch = patchOf(catalogue, sheet, EMPTY_GREEN_LIST_SHEET);
    expect(patch).toEqual({
      answers: {},
      materials: [
        { id: 'wax', answers: {} },
        { id: 'oak', answers: {} },
      ],
    });
    sheet = withMaterialEdit(sheet, { kind: 'remove', id: 'wax' });
    expect(sheet.materials.map((m) => m.id)).toEqual(['oak']);
  });

  it('Given a patch, Then it lays the input over a version read again', () => {
    const fresh = { answers: { p3: { value: 2 }, p6: { value: 3 } }, materials: [] };
    expect(withPatch(fresh, { answers: { p3: { value: 5 }, p6: null } })).toEqual({
      answers: { p3: { value: 5 } },
      materials: [],
    });
    expect(withPatch(fresh, null)).toBe(fresh);
  });

  it('Given new material ids, Then each is short and unused', () => {
    const values = [0.5, 0.5, 0.25];
    const id = newMaterialId([{ id: newMaterialId([], () => 0.5), answers: {} }], () => values.shift() ?? 0);
    expect(id).toMatch(/^m[0-9a-z]{1,8}$/);
    expect(id).not.toBe(newMaterialId([], () => 0.5));
  });

  it('Given a PENDING Green List, Then only the answers the foundation named may change', () => {
    const view = {
      editable: true,
      status: 'PENDING',
      informationRequest: { missing: 'Electricity', codes: ['p2', 's4'] },
    } as GreenListView;
    expect(mayChange(view, { code: 'p2' })).toBe(true);
    expect(mayChange(view, { code: 'p3' })).toBe(false);
    expect(mayChange(view, { code: 's4', materialId: 'oak' })).toBe(true);
    expect(mayEditMaterialList(view)).toBe(false);
    expect(mayEditMaterialList({ ...view, informationRequest: { missing: 'x', codes: ['s1'] } })).toBe(true);
    expect(mayChange({ ...view, status: 'IN PROGRESS' }, { code: 'p3' })).toBe(true);
    expect(mayChange({ ...view, editable: false, status: 'SUBMITTED' }, { code: 'p3' })).toBe(false);
  });

  it('Given what is complete, Then another device resumes at the first section not complete', () => {
    expect(resumeStep(greenListCompletion(catalogue, EMPTY_GREEN_LIST_SHEET))).toBe('context');
    const completion = greenListCompletion(catalogue, EMPTY_GREEN_LIST_SHEET);
    const done = { done: 1, required: 1, percentage: 100 };
    expect(resumeStep({ ...completion, sections: { ...completion.sections, context: done } })).toBe(
      'sourcing',
    );
    const all = Object.fromEntries(Object.keys(completion.sections).map((s) => [s, done]));
    expect(resumeStep({ ...completion, sections: all as typeof completion.sections })).toBe('summary');
  });
});
