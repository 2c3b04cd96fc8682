"""The table scene's pieces (scenes/table.py wires them): the driver (the event queue, the bots'
thread, catch-up), the stage (motion, captions, milestones), the prompt controller (legal actions
to typed button commands; no pygame), the buttons, the input, the drawing and the sprites'
painter. They see the scene only as `owner.TableOwner`. Not scenes themselves: nothing here is
made by name, and no other scene imports them."""
