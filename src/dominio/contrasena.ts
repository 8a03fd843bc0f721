import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/*
 * The rule of every new password, the same in the API and in the panel's forms. The strength estimator
 * (@zxcvbn-ts, about 2 MB with its lists) is passed in: the API loads it on first use, the panel when a
 * password field is first checked, so neither pays for it before it is needed.
 */

export const CONTRASENA_MIN = 10;
/** Stored as an argon2id hash, which reads every byte: the limit only bounds the work a check costs. */
export const CONTRASENA_MAX = 256;
export const CARACTERES_DISTINTOS_MIN = 5;
const COMUNES_LISTADAS = 10_000;
/**
 * The estimator judges the first characters only: its time grows quickly with the length (a quarter of a second of
 * CPU at 128), and a password that is weak in its first 64 characters is refused whatever follows.
 */
const ESTIMADOR_MAX = 64;
/** zxcvbn's 0–4 score: 0 and 1 fall to an online or a fast offline guessing attack. */
const PUNTAJE_MIN = 2;

export const MENSAJES_CONTRASENA = {
  corta: `La contraseña debe tener al menos ${CONTRASENA_MIN} caracteres`,
  larga: `La contraseña no puede exceder los ${CONTRASENA_MAX} caracteres`,
  repetida: `La contraseña debe tener al menos ${CARACTERES_DISTINTOS_MIN} caracteres distintos`,
  comun: 'La contraseña es demasiado común; elija otra',
  correo: 'La contraseña no puede contener la parte de su correo antes de la @',
  debil:
    'La contraseña es demasiado fácil de adivinar (secuencias, repeticiones, fechas o palabras conocidas); use una frase de varias palabras poco comunes',
} as const;

/** The estimator's modules, as `import('@zxcvbn-ts/core')` and `import('@zxcvbn-ts/language-common')` give them. */
export interface ModulosEstimador {
  core: { ZxcvbnFactory: typeof ZxcvbnFactory };
  comun: { dictionary: typeof dictionary; adjacencyGraphs: typeof adjacencyGraphs };
}

/** What the rule asks of the estimator. */
export interface Estimador {
  esComun(contrasena: string): boolean;
  /** 0–4; `entradas` are words of the person's own (the e-mail) that make a password easier to guess. */
  puntaje(contrasena: string, entradas: string[]): number;
}

export function crearEstimador({ core, comun }: ModulosEstimador): Estimador {
  // The 10,000 most used passwords, most frequent first.
  const comunes = new Set(comun.dictionary['passwords-common'].slice(0, COMUNES_LISTADAS).map((p) => p.toLowerCase()));
  const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...comun.dictionary }, graphs: comun.adjacencyGraphs, maxLength: ESTIMADOR_MAX });
  return {
    esComun: (contrasena) => comunes.has(contrasena.toLowerCase()),
    puntaje: (contrasena, entradas) => zxcvbn.check(contrasena, entradas).score,
  };
}

/**
 * Why a new password is refused, or null. Applies to every password set from now on; stored hashes keep working
 * whatever they were. Lengths count characters as a person sees them (ñ and á are one).
 */
export function problemaDeContrasena(contrasena: string, correo: string | null | undefined, estimador: Estimador): string | null {
  const caracteres = [...contrasena];
  if (caracteres.length < CONTRASENA_MIN) return MENSAJES_CONTRASENA.corta;
  if (caracteres.length > CONTRASENA_MAX) return MENSAJES_CONTRASENA.larga;
  if (new Set(caracteres).size < CARACTERES_DISTINTOS_MIN) return MENSAJES_CONTRASENA.repetida;
  if (estimador.esComun(contrasena)) return MENSAJES_CONTRASENA.comun;
  // A one- or two-letter local part ("a@x.pe") would forbid half the alphabet.
  const local = correo?.split('@')[0]?.trim().toLowerCase() ?? '';
  if (local.length >= 3 && contrasena.toLowerCase().includes(local)) return MENSAJES_CONTRASENA.correo;
  // The e-mail and the words of its local part (ana.quispe: ana, quispe) are the first guesses of anyone who knows it.
  const entradas = correo ? [correo.trim().toLowerCase(), local, ...local.split(/[^\p{L}\p{N}]+/u)].filter((palabra) => palabra.length >= 3) : [];
  if (estimador.puntaje(contrasena, entradas) < PUNTAJE_MIN) return MENSAJES_CONTRASENA.debil;
  return null;
}
