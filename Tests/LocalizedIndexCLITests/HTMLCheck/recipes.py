"""The page recipes check-html.sh writes: one line per page, its name then the CLI arguments that made it,
separated by U+001F."""


def read_recipes(path):
    """Each page's name → the arguments that made it."""
    recipes = {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.rstrip("\n").split("\x1f")
            recipes[fields[0]] = [field for field in fields[1:] if field]
    return recipes
