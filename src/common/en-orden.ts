/**
 * Waits for every promise, all of them under way at once, and answers their values; when some fail, throws the error
 * of the first in the list, whichever failed first in time: checks that run together refuse a request with the same
 * message they gave one after another.
 */
export async function enOrden<T extends readonly unknown[] | []>(promesas: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const resultados: PromiseSettledResult<unknown>[] = await Promise.allSettled(promesas as readonly unknown[]);
  const fallido = resultados.find((resultado): resultado is PromiseRejectedResult => resultado.status === 'rejected');
  if (fallido) throw fallido.reason;
  return resultados.map((resultado) => (resultado as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
