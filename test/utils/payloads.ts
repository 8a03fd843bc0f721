// Valid request bodies that a test changes field by field: the same client, address and improvement for the
// controller specs (validation without a database) and the API suites (what the service and the database decide).

type Overrides = Record<string, unknown>;

/** POST/PUT /api/Cliente: a person with a DNI and no address. */
export const clienteValido = (overrides: Overrides = {}) => ({
  nombre: 'María',
  apellido: 'Núñez Quispe',
  ruc: null,
  dni: '45678912',
  ce: '',
  correoElectronico: 'maria.nunez@correo.pe',
  telefono: '987654321',
  ingenieroResponsable: 'Ing. Pérez',
  representanteLegal: 'Jorge Núñez',
  tieneContrato: true,
  direccionId: '',
  ...overrides,
});

/** POST/PUT /api/Direccion: an office in San Isidro, Lima. */
export const direccionValida = (overrides: Overrides = {}) => ({
  calle: 'Av. Javier Prado Este 1234',
  ciudad: 'Lima',
  distrito: 'San Isidro',
  provincia: 'Lima',
  departamento: 'Lima',
  codigoPostal: '15036',
  urbanizacion: 'Corpac',
  sede: 'Oficina principal',
  ...overrides,
});

/** POST /api/activos/:id/mejoras: a memory and disk upgrade with its invoice. */
export const mejoraValida = (overrides: Overrides = {}) => ({
  fecha: '2025-07-20',
  descripcion: 'Ampliación a 64 GB de memoria y discos SSD',
  importe: '2000.00',
  documento: 'F001-000456',
  ...overrides,
});
