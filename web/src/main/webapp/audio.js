// The game's sound through Web Audio (WebAudio.java): a script processor asks for a block of stereo samples at a
// time and the game's mixer fills it. Opened at the first click or key, as browsers require; a browser without
// Web Audio stays silent and the game plays on. ishido.audio.output is what the browser test listens to.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  ishido.audio = {
    /** The context and the processor that plays the game's mix, once opened. */
    output: null,

    /** Opens the output at the mixer's rate, frames a block; fill(left, right) fills each block's two channels. */
    open: function (rate, frames, fill) {
      try {
        var AudioKind = window.AudioContext || window.webkitAudioContext;
        if (!AudioKind) {
          return;
        }
        var audio = new AudioKind({ sampleRate: rate });
        var processor = audio.createScriptProcessor(frames, 0, 2);
        processor.onaudioprocess = function (event) {
          fill(event.outputBuffer.getChannelData(0), event.outputBuffer.getChannelData(1));
        };
        processor.connect(audio.destination);
        ishido.audio.output = { context: audio, node: processor };
        if (audio.resume) {
          audio.resume();
        }
      } catch (error) {
        console.log('ishido: no sound: ' + error);
      }
    }
  };
})();
