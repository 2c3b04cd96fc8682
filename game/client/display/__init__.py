"""What the window draws and plays, below any scene: the table's layout and the window's fit,
the tile faces, the bundled fonts and text measuring and wrapping, the sounds, the assets' paths
and the language switch (zh / en)."""
