"""The hand review window's pieces (scenes/review_scene.py): the review run off the frame
(worker.py), what is selected and the words of a decision (model.py, no pygame), and the
painting of the page and the position (page.py, position.py)."""
