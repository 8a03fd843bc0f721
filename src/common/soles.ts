/** An amount in soles as documents print it: "S/ 1,234.50" (es-PE). */
export const soles = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN', minimumFractionDigits: 2 });
