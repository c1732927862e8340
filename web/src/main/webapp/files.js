// Files in and out of the browser (PageFiles.java): what the game writes into its Downloads folder is handed to
// the browser as a download, and a file the player picks (the Bring in a file... button, or the same line under
// the file requesters' Volumes) or drops on the page is handed to the game, which keeps it in its Imports folder.
(function () {
  'use strict';
  var ishido = window.ishido = window.ishido || {};
  var input = document.getElementById('pick');
  ishido.files = {
    /** Hands the bytes (an Int8Array) to the browser as a download of that name. */
    download: function (name, bytes) {
      var url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
      var link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // The download has its bytes by then; the URL would otherwise hold them for the page's life.
      setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
    },

    /** Opens the browser's file picker (the file requesters' Bring in a file...). */
    openPicker: function () {
      input.click();
    },

    /** Calls picked(name, bytes) for each file picked or dropped on the page. */
    onPicked: function (picked) {
      function takeFiles(files) {
        Array.prototype.forEach.call(files, function (file) {
          file.arrayBuffer().then(function (buffer) { picked(file.name, new Int8Array(buffer)); });
        });
      }
      input.addEventListener('change', function () {
        takeFiles(input.files);
        input.value = '';
      });
      document.getElementById('bring').addEventListener('click', function (event) {
        // The button gives the focus back, so Return or Space after it reach the game, not the button.
        event.currentTarget.blur();
        input.click();
      });
      window.addEventListener('dragover', function (event) { event.preventDefault(); });
      window.addEventListener('drop', function (event) {
        event.preventDefault();
        if (event.dataTransfer) {
          takeFiles(event.dataTransfer.files);
        }
      });
    }
  };
})();
