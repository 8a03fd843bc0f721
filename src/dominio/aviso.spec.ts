import { fechaHoraLima, redactarAviso, telefonoWhatsapp } from './aviso';

describe('maintenance notice text', () => {
  it('shows dates in Lima time as dd/MM/yyyy HH:mm, across the UTC day boundary', () => {
    expect(fechaHoraLima(new Date('2025-05-21T14:30:00Z'))).toBe('21/05/2025 09:30');
    expect(fechaHoraLima(new Date('2025-01-01T03:05:00Z'))).toBe('31/12/2024 22:05');
  });

  it.each([
    ['987654321', '51987654321'],
    ['987 654 321', '51987654321'],
    ['+51 987-654-321', '51987654321'],
    ['0051987654321', '51987654321'],
    ['+1 (415) 555-0100', '14155550100'],
    ['01 4567890', null],
    ['12345', null],
    ['', null],
    [null, null],
  ])('reads %p as the WhatsApp number %p', (telefono, esperado) => {
    expect(telefonoWhatsapp(telefono)).toBe(esperado);
  });

  it('writes the subject, a Spanish body and a wa.me link with the same short text', () => {
    const aviso = redactarAviso({
      codigo: 'MNT-001',
      descripcion: 'Compresora de aire',
      descripcionServicio: 'Cambio de filtros & aceite',
      fecha: new Date('2025-05-21T14:30:00Z'),
      rol: 'Técnico',
      destinatario: 'Ana Quispe',
      telefonos: ['sin número', '987654321'],
    });
    expect(aviso.asunto).toBe('Mantenimiento programado: MNT-001 - Compresora de aire');
    expect(aviso.cuerpo).toContain('Hola Ana Quispe,');
    expect(aviso.cuerpo).toContain('Activo: MNT-001 - Compresora de aire\nServicio: Cambio de filtros & aceite\nFecha programada: 21/05/2025 09:30 (hora de Lima)\nRol: Técnico');
    const link = new URL(aviso.whatsappLink!);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/51987654321');
    expect(link.searchParams.get('text')).toBe(
      'Mantenimiento programado: MNT-001 - Compresora de aire. Servicio: Cambio de filtros & aceite. Fecha: 21/05/2025 09:30 (hora de Lima). Rol: Técnico.',
    );
  });

  it('says what is missing, and has no link without a usable phone', () => {
    const aviso = redactarAviso({ codigo: 'MNT-002', descripcion: null, descripcionServicio: null, fecha: null, rol: null, destinatario: 'Luis', telefonos: [null, '123'] });
    expect(aviso.cuerpo).toContain('Servicio: Sin descripción\nFecha programada: Sin fecha programada\nRol: Sin rol específico');
    expect(aviso.whatsappLink).toBeNull();
  });
});
