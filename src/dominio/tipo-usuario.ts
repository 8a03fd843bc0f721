/** User types of docs/arquitectura.md, "Quién puede hacer qué"; 1 is the highest. Here, not in the user entity, because permissions and tenancy read it too. */
export enum TipoUsuario {
  Maestro = 1,
  Administrador = 2,
  CompaniaAdministrador = 3,
  Gerente = 4,
  Usuario = 5,
  Leer = 6,
}
