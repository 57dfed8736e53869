import { mailJobId, mailJobOptions, maskEmail } from './mail';

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
});
