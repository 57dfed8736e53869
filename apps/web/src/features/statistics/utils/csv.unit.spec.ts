import { describe, expect, it } from '@jest/globals';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a BOM, CRLF rows, numbers as numbers, empty cells and quoted text', () => {
    expect(
      toCsv(
        ['Figure', 'Value'],
        [
          ['Sent, by "staff"', 3],
          ['Average', null],
          ['Ratio', 12.5],
        ],
      ),
    ).toBe('\uFEFFFigure,Value\r\n"Sent, by ""staff""",3\r\nAverage,\r\nRatio,12.5\r\n');
  });
});
