"""The pygame-ce front end: app loop, scene stack, scenes, widgets and board bindings."""
