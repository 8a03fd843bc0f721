// The beep and buzz of a reading: the counter looks at the asset, not at the screen.

let audio: AudioContext | undefined;

/**
 * Phones only let a page play sound once the person touched it: the page calls this from a tap (Empezar a contar),
 * and the beeps after it, even those of the camera, can sound.
 */
export const prepararSonido = (): void => {
    if (typeof AudioContext === 'undefined') return;
    audio ??= new AudioContext();
    void audio.resume();
};

/** A short high beep and one buzz when the asset is where it should be; a low one and two buzzes otherwise. */
export const senal = (bien: boolean): void => {
    navigator.vibrate?.(bien ? 80 : [80, 60, 80]);
    if (!audio) return;
    const tono = audio.createOscillator();
    const volumen = audio.createGain();
    tono.frequency.value = bien ? 1760 : 440;
    volumen.gain.value = 0.15;
    tono.connect(volumen).connect(audio.destination);
    tono.start();
    tono.stop(audio.currentTime + (bien ? 0.1 : 0.25));
};
