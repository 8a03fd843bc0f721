import { normalizeSearch } from '../dominio/search-text';

/** Peru's 25 departments as the address form offers them (Callao and Lima included). */
export const DEPARTAMENTOS = [
  'Amazonas', 'Áncash', 'Apurímac', 'Arequipa', 'Ayacucho', 'Cajamarca', 'Callao', 'Cusco', 'Huancavelica',
  'Huánuco', 'Ica', 'Junín', 'La Libertad', 'Lambayeque', 'Lima', 'Loreto', 'Madre de Dios', 'Moquegua',
  'Pasco', 'Piura', 'Puno', 'San Martín', 'Tacna', 'Tumbes', 'Ucayali',
] as const;

const BY_KEY = new Map(DEPARTAMENTOS.map((nombre) => [normalizeSearch(nombre), nombre]));
BY_KEY.set('cuzco', 'Cusco');

/** The canonical name of a department written with or without accents, in any case; null when unknown. */
export function departamentoCanonico(value: unknown): string | null {
  return typeof value === 'string' ? (BY_KEY.get(normalizeSearch(value)) ?? null) : null;
}
