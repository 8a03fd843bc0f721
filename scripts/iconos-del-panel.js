// `node scripts/iconos-del-panel.js`: draws the panel's icons (admin/public/iconos) for its web app manifest and the
// browser's tab, once: they are committed, so the build needs no image library. Run again after changing a colour or the
// drawing below. The colours are the theme's (admin/src/theme.ts): primary #1565c0 under a white drawing of a label
// being scanned (the corners of the camera's frame around a barcode), as on the counting page's Cámara button.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const sharp = require('sharp');

const CARPETA = join(__dirname, '..', 'admin', 'public', 'iconos');
const PRIMARIO = '#1565c0';

/** The drawing on a 100×100 grid, `escala` of the icon's side, centred. */
function dibujo(escala) {
  const desplazamiento = (100 - 100 * escala) / 2;
  // The frame's four corners, and the barcode's bars (x, width) between them.
  const esquinas = ['M12 32V12h20', 'M68 12h20v20', 'M88 68v20H68', 'M32 88H12V68'];
  const barras = [[26, 5], [34, 3], [40, 7], [50, 3], [56, 5], [64, 3], [70, 5]];
  return `<g transform="translate(${desplazamiento} ${desplazamiento}) scale(${escala})" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
    ${esquinas.map((d) => `<path d="${d}"/>`).join('\n    ')}
    <g fill="#fff" stroke="none">${barras.map(([x, ancho]) => `<rect x="${x}" y="30" width="${ancho}" height="40"/>`).join('')}</g>
  </g>`;
}

/**
 * The icon: `redondeado` a rounded square (for the tab, the desktop and the browsers that show the icon as it is);
 * otherwise a full square whose drawing keeps inside the middle 80 % circle, for the launchers that cut it to their own
 * shape ("maskable").
 */
const svg = (redondeado) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" ${redondeado ? 'rx="18"' : ''} fill="${PRIMARIO}"/>
  ${dibujo(redondeado ? 0.72 : 0.56)}
</svg>
`;

async function main() {
  writeFileSync(join(CARPETA, 'icono.svg'), svg(true));
  for (const [archivo, lado, redondeado] of [['icono-192.png', 192, true], ['icono-512.png', 512, true], ['icono-maskable-512.png', 512, false]]) {
    await sharp(Buffer.from(svg(redondeado)), { density: (72 * lado) / 100 }).resize(lado, lado).png({ compressionLevel: 9 }).toFile(join(CARPETA, archivo));
    console.log(`${archivo}: ${lado}×${lado}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
