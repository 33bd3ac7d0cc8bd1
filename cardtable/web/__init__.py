"""The app in a browser: the page cardtable serves and the server behind it (``cardtable serve``)."""
