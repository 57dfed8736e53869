import { isMailFileOf, mailFileName, mailJobId, mailJobOptions, maskEmail } from './mail';

describe('mail contract', () => {
  it('derives the job id from the event id', () => {
    expect(mailJobId('e1', 0, 1)).toBe('e1');
    expect(mailJobId('e1', 1, 2)).toBe('e1.1');
  });

  it('keeps completed jobs 30 days (deduplication) and failed jobs until handled', () => {
    expect(mailJobOptions()).toEqual({
      attempts: 8,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: 30 * 24 * 3600 },
      removeOnFail: false,
    });
  });

  it('masks recipients', () => {
    expect(maskEmail('jane.doe@example.org')).toBe('j***@example.org');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('names a mail file by time and job id, so the files of known jobs can be found', () => {
    const name = mailFileName('0b6d3c1e-7f1a-4c59-9a8e-2f7e1d0c5b4a.1', new Date('2026-03-01T10:20:30.456Z'));
    expect(name).toBe('2026-03-01T10-20-30-456Z_0b6d3c1e-7f1a-4c59-9a8e-2f7e1d0c5b4a.1.eml');
    expect(isMailFileOf(name, '0b6d3c1e-7f1a-4c59-9a8e-2f7e1d0c5b4a.1')).toBe(true);
    expect(isMailFileOf(name, '0b6d3c1e-7f1a-4c59-9a8e-2f7e1d0c5b4a')).toBe(false);
    expect(isMailFileOf(name, '4c59-9a8e-2f7e1d0c5b4a.1')).toBe(false);
  });
});
