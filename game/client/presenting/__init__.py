"""How an event reaches the screen (docs/client.md, "Presenting events"): the table's data
(table_data.py) and the model that applies events to it (model.py, one EventView row per event
from common_events.py and the variant's presenter), the appliers, the plans and their tweens
(common_plans.py, animation_plan.py, plan_kit.py, tween.py), the captions made once as what + why
(captions.py, caption_kit.py, banners.py), the plate marks, the settlement's words and the hand's
log. Nothing here decides a rule: it shows what the rules' events say."""
