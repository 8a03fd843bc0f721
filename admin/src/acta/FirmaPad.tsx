import { forwardRef, useImperativeHandle, useRef, type PointerEvent } from 'react';
import { Box } from '@mui/material';

export interface FirmaPadHandle {
    /** The drawing as a PNG data URL, or null while nothing is drawn. */
    imagen(): string | null;
    limpiar(): void;
}

const ANCHO = 600;
const ALTO = 240;

/**
 * A signature pad: one canvas that draws with a finger, a pen or the mouse through pointer events (touch-action
 * none keeps the page from scrolling under the finger). The canvas keeps its 600×240 pixels whatever its shown
 * width, so a phone and a desktop sign the same image.
 */
export const FirmaPad = forwardRef<FirmaPadHandle, { label: string; onChange(vacia: boolean): void }>(({ label, onChange }, ref) => {
    const canvas = useRef<HTMLCanvasElement>(null);
    const trazando = useRef(false);
    const dibujada = useRef(false);
    const punto = (event: PointerEvent<HTMLCanvasElement>) => {
        const rect = event.currentTarget.getBoundingClientRect();
        return { x: ((event.clientX - rect.left) * ANCHO) / rect.width, y: ((event.clientY - rect.top) * ALTO) / rect.height };
    };
    const contexto = () => {
        const ctx = canvas.current!.getContext('2d')!;
        ctx.lineWidth = 3;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        ctx.strokeStyle = '#10204a';
        return ctx;
    };
    useImperativeHandle(ref, () => ({
        imagen: () => (dibujada.current ? canvas.current!.toDataURL('image/png') : null),
        limpiar: () => {
            contexto().clearRect(0, 0, ANCHO, ALTO);
            dibujada.current = false;
            onChange(true);
        },
    }));
    return (
        <Box
            component="canvas"
            ref={canvas}
            width={ANCHO}
            height={ALTO}
            role="img"
            aria-label={label}
            data-testid="firma-pad"
            sx={{ width: '100%', maxWidth: ANCHO, aspectRatio: `${ANCHO} / ${ALTO}`, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', touchAction: 'none', cursor: 'crosshair', display: 'block' }}
            onPointerDown={(event: PointerEvent<HTMLCanvasElement>) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                trazando.current = true;
                const { x, y } = punto(event);
                const ctx = contexto();
                ctx.beginPath();
                ctx.moveTo(x, y);
                // A tap is a dot.
                ctx.lineTo(x + 0.1, y + 0.1);
                ctx.stroke();
            }}
            onPointerMove={(event: PointerEvent<HTMLCanvasElement>) => {
                if (!trazando.current) return;
                const { x, y } = punto(event);
                const ctx = contexto();
                ctx.lineTo(x, y);
                ctx.stroke();
                if (!dibujada.current) {
                    dibujada.current = true;
                    onChange(false);
                }
            }}
            onPointerUp={() => {
                trazando.current = false;
            }}
            onPointerCancel={() => {
                trazando.current = false;
            }}
        />
    );
});
FirmaPad.displayName = 'FirmaPad';
