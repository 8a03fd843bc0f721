import { memoizeByText } from './memoize';

describe('memoizeByText', () => {
  it('computes each text once, and forgets past its bound', () => {
    const compute = jest.fn((text: string) => text.length);
    const length = memoizeByText(compute, 2);
    expect([length('a'), length('a'), length('bb'), length('a')]).toEqual([1, 1, 2, 1]);
    expect(compute).toHaveBeenCalledTimes(2);
    length('ccc');
    length('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
