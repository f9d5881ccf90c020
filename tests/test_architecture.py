"""The architecture and the packaging, checked (issue 27): what CI runs through the README's
test command beside the behaviour tests.

* the import contract of ``pyproject.toml`` (``[tool.importlinter]``: the layers, cli >
  serve > ui > lessons > charts | classroom > render > experiments > analysis > rules >
  engine > version | metrics | lazy, and the libraries the engine and the rule sets never import)
  holds: ``lint-imports`` passes, and every layer is a package or module it can see;
* ``ruff check`` (the pinned version, the rule set of ``[tool.ruff.lint]``) passes over
  ``landlords/``, ``tests/``, ``scripts/`` and ``benchmarks/``;
* the import graph of ``landlords`` has no cycle (every import: at module level, in a
  function or under ``TYPE_CHECKING``);
* every public name of every module before issue 27's moves still imports from its old
  module (:data:`OLD_PUBLIC_NAMES`), and the entry points of ``pyproject.toml`` resolve;
* the README's layout table names only paths that exist, and names every package;
* CI and Binder install the versions of one constraints file, and the ``app`` extra pulls
  no PostgreSQL driver, pyarrow or JupyterLab.

A check that fails says what is wrong and where; none of them plays a game.
"""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "landlords"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
#: The folders ruff checks.
LINTED = ("landlords", "tests", "scripts", "benchmarks")


def _run(command: list[str]) -> subprocess.CompletedProcess:
    """``command`` run at the checkout's root, this checkout first on the import path."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
               NO_COLOR="1", COLUMNS="200", TERM="dumb")
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


# ------------------------------------------------------------------------------ import contract
def _layers() -> list[str]:
    """The packages and modules named by the layers contract (``"charts | classroom"`` names two)."""
    names = []
    for contract in PYPROJECT["tool"]["importlinter"]["contracts"]:
        if contract["type"] == "layers":
            for layer in contract["layers"]:
                names += [name.strip().strip("()") for name in re.split(r"[:|]", layer)]
    return names


def test_import_contracts_hold():
    pytest.importorskip("importlinter", reason="import-linter is in the test extra: pip install -e '.[test]'")
    done = _run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; lint_imports_command()",
                 "--no-cache", "--no-logo"])
    report = (done.stdout + done.stderr).strip()
    assert done.returncode == 0, f"lint-imports (the contracts of pyproject.toml [tool.importlinter]):\n{report[-4000:]}"


@pytest.mark.parametrize("layer", _layers())
def test_every_layer_is_a_package_or_a_module(layer):
    """A layer is a package with an ``__init__.py`` or, for a one-concern layer at the
    root (``version``, ``metrics``), a module; a folder without ``__init__.py`` is a
    namespace package, which import-linter and grimp do not see."""
    folder = PACKAGE / layer
    if folder.is_dir() and not (folder / "__init__.py").exists():
        problem = (f"landlords/{layer}/ has no __init__.py: a namespace package, which import-linter and "
                   f"grimp do not see, so the contract checks none of its imports (add an __init__.py "
                   f"with a docstring)")
    elif folder.is_dir() and (PACKAGE / f"{layer}.py").exists():
        problem = f"landlords/{layer}/ and landlords/{layer}.py both exist"
    elif not folder.is_dir() and not (PACKAGE / f"{layer}.py").exists():
        problem = f"landlords/{layer}/ does not exist (the layers contract of pyproject.toml names it)"
    else:
        problem = None
    assert problem is None, problem


# ------------------------------------------------------------------------------------------ ruff
def _pin(requirements: list[str], name: str) -> str | None:
    for requirement in requirements:
        found = re.fullmatch(rf"{re.escape(name)}==(\S+)", requirement.strip(), re.IGNORECASE)
        if found:
            return found.group(1)
    return None


def _constraints() -> dict[str, str]:
    """``constraints.txt`` as {lower-case name: version}."""
    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, _, pinned = line.partition("==")
            pins[name.strip().lower()] = pinned.strip()
    return pins


def test_ruff_is_the_pinned_version():
    pinned = _pin(PYPROJECT["project"]["optional-dependencies"]["test"], "ruff")
    assert pinned, "the test extra of pyproject.toml pins ruff (ruff==X.Y.Z): its rules change between versions"
    assert _constraints().get("ruff") == pinned, f"constraints.txt pins ruff at {pinned}, as pyproject.toml does"
    installed = version("ruff")
    assert installed == pinned, (f"ruff {installed} is installed; pyproject.toml pins {pinned} "
                                 f"(pip install -c constraints.txt -e '.[test]')")


def test_ruff_rule_set_is_explicit():
    lint = PYPROJECT["tool"]["ruff"]["lint"]
    assert lint["select"], "[tool.ruff.lint] select names the rules (a new ruff's defaults change nothing)"


def test_ruff_passes():
    pytest.importorskip("ruff", reason="ruff is in the test extra: pip install -e '.[test]'")
    done = _run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", *LINTED])
    if done.returncode != 0:
        counts = _run([sys.executable, "-m", "ruff", "check", "--no-cache", "--statistics", *LINTED]).stdout
        pytest.fail(f"ruff check {' '.join(LINTED)} (the rules of [tool.ruff.lint]):\n{counts.strip()}\n\n"
                    f"{done.stdout.strip()[-4000:]}{done.stderr.strip()[-1000:]}")


# ---------------------------------------------------------------------------------- import cycles
def _graph():
    """grimp's import graph of ``landlords`` (with any folder of it that lacks an __init__.py, which
    grimp would otherwise leave out, as a root of its own)."""
    grimp = pytest.importorskip("grimp", reason="grimp comes with import-linter (the test extra)")
    portions = [f"landlords.{folder.name}" for folder in sorted(PACKAGE.iterdir())
                if folder.is_dir() and not (folder / "__init__.py").exists() and any(folder.glob("*.py"))]
    return grimp.build_graph("landlords", *portions, cache_dir=None)


def _cycles(graph) -> list[list[str]]:
    """The strongly connected sets of modules (each of more than one module, or importing itself)."""
    imports = {module: sorted(graph.find_modules_directly_imported_by(module)) for module in sorted(graph.modules)}
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    for start in imports:
        if start in index:
            continue
        work = [(start, iter(imports[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            module, rest = work[-1]
            for other in rest:
                if other not in imports:
                    continue
                if other not in index:
                    index[other] = low[other] = len(index)
                    stack.append(other)
                    on_stack.add(other)
                    work.append((other, iter(imports[other])))
                    break
                if other in on_stack:
                    low[module] = min(low[module], index[other])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[module])
                if low[module] == index[module]:
                    members = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        members.append(member)
                        if member == module:
                            break
                    if len(members) > 1 or module in imports[module]:
                        found.append(sorted(members))
    return found


def _cycle_words(graph, members: list[str]) -> str:
    """One cycle through ``members``, with the line of each import: ``a -> b (l.3) -> a (l.9)``."""
    first = members[0]
    if len(members) == 1:
        return f"{first} imports itself"
    chains = [graph.find_shortest_chain(importer=other, imported=first)
              for other in graph.find_modules_directly_imported_by(first) if other in members]
    chain = (first, *min((c for c in chains if c), key=len, default=(first,)))
    words = [chain[0]]
    for importer, imported in zip(chain, chain[1:]):
        lines = sorted(d["line_number"] for d in graph.get_import_details(importer=importer, imported=imported))
        words.append(f"{imported} (l.{lines[0]})" if lines else imported)
    return " -> ".join(words) + f"   [{len(members)} modules: {', '.join(members)}]"


def test_no_import_cycle():
    graph = _graph()
    cycles = _cycles(graph)
    assert not cycles, (f"{len(cycles)} import cycle(s) in landlords (the line is the importer's):\n"
                        + "\n".join(f"  {_cycle_words(graph, members)}" for members in cycles))


# ------------------------------------------------------------------------------ old public names
#: Every public name of every module of the package before issue 27's moves (its ``__all__``,
#: else the functions, classes and constants it defines), by module: a module that moves
#: keeps a re-export at its old path for one release, so each of these still imports from
#: there.  (``landlords.classroom.pgcluster`` left the wheel on purpose: it is tests/pgcluster.py.)
OLD_PUBLIC_NAMES = {
    "landlords": (
        "CAPPED CHANCE ConformanceError Game GameOverError GameRecord IllegalActionError InvalidActionError "
        "LandlordsError OptionError Outcome PlayersError RecordError Termination UnknownBotError "
        "UnknownRulesError bot_names describe_bots format_action load_record metrics new_game replay "
        "rule_sets"
    ),
    "landlords.analysis": (
        "Chain ChainError NoBoardError Sample Solution agreement build_chain engine_sample "
        "exchange_gini_by_round exchange_stationary_gini landing_model landing_overlay landing_probabilities "
        "location_doc location_figure location_spec rent_of_location solution solve"
    ),
    "landlords.analysis.agreement": "Sample agreement engine_sample",
    "landlords.analysis.chain": "Chain MOST_STATES Solution build_chain closed_classes solve",
    "landlords.analysis.chart": "location_figure location_spec",
    "landlords.analysis.errors": "ChainError NoBoardError",
    "landlords.analysis.exchange": "MAX_MOVES MAX_STATES exchange_gini_by_round exchange_stationary_gini",
    "landlords.analysis.overlay": "landing_overlay",
    "landlords.analysis.report": "boards location_doc",
    "landlords.analysis.solved": "landing_model landings_by_space per_turn solution unimproved_lots",
    "landlords.analysis.tables": "PER landing_model landing_probabilities rent_of_location solution",
    "landlords.api": "DEFAULT_NAMES bot_names describe_bots new_game rule_sets",
    "landlords.branching": "DEFAULT_EVERY Timeline branch continue_like_parent",
    "landlords.charts": (
        "CONDITION_COLORS MAX_PLAYER_LINES MEASURE_WORDS OTHER_COLOR OUTCOME_COLORS PLAYER_COLORS "
        "PLAYER_DASHES PLAYER_MARKERS RECOUNT_NOTE REFORM_COLOR RUN_DASHES SPENDING absolute_caption "
        "by_turn_caption by_turn_figure caption chart_spec compare_measures compare_spec comparison_sentence "
        "condition_colors difference_words distribution_caption distribution_figure gini_by_turn gini_figure "
        "lorenz_caption lorenz_figure majority_turns measure_words money_figure outcomes_caption "
        "outcomes_figure panel_title panels_for play_dashboard player_colors plotly_text regime_color "
        "regime_spans regime_words spending_caption spending_figure sweep_caption sweep_figure switch_marks "
        "switch_shapes valuation_label wealth_figure"
    ),
    "landlords.classroom": (
        "ClassroomError ExpiredCode JoinError MoveConflict NameTaken NotYourTurn ResumeRefused SessionEnded "
        "SessionPaused Store StoreError StudentClient TableFull TableNotStarted Teacher TeacherKeyError "
        "TooManyWrongCodes UnknownCode WrongResumeCode create_session join normalize_code"
    ),
    "landlords.classroom.client": "StudentClient",
    "landlords.classroom.codes": (
        "CODE_ALPHABET CODE_LENGTH RESUME_LENGTH key_digest key_matches new_join_code new_resume_code "
        "new_teacher_key normalize_code resume_digest shown_resume_code"
    ),
    "landlords.classroom.control": "TableControl read_controls read_treatment switch_plan table_options",
    "landlords.classroom.door": "FREE_TRIES LOCKOUT WINDOW address_of check_door door_log note_wrong unlock",
    "landlords.classroom.entries": (
        "SeatBots apply_stored decode encode encode_reason plan_due switch_entry switch_if_due switched_to "
        "take_automatic_step"
    ),
    "landlords.classroom.errors": (
        "ClassroomError ExpiredCode JoinError MoveConflict NameTaken NotYourTurn ResumeRefused SessionEnded "
        "SessionPaused StoreError TableFull TableNotStarted TeacherKeyError TooManyWrongCodes UnknownCode "
        "WrongResumeCode"
    ),
    "landlords.classroom.export": "export_zip",
    "landlords.classroom.measures": "phases snapshot",
    "landlords.classroom.projector": (
        "BESIDE MIN_GAMES_PER_ARM PROJECTOR_URL_VARIABLE ProjectorError ProjectorView TOO_FEW VALUATION "
        "WatchedTable arm_key arm_words find_viewable_session measured_result projector_url reveal_answers"
    ),
    "landlords.classroom.resume_requests": "ASK_SECONDS answer ask claim pending",
    "landlords.classroom.schema": (
        "game_tables metadata moves pacing predictions resume_requests seat_pages seat_secrets seats sessions "
        "wrong_codes"
    ),
    "landlords.classroom.seat_secrets": "issue opens",
    "landlords.classroom.session": (
        "CONNECTED_SECONDS DEFAULT_HOURS ENDED LOBBY MAX_CLOCK_MINUTES MAX_SEATS MIN_SEATS NAME_KEY_LENGTH "
        "PAUSED PLAYING SeatInfo SessionInfo WATCH_STEPS_PER_SECOND check_name create_session find_session "
        "join minutes_left name_key open_teacher people_decide read_session seat_of_name session_query "
        "set_pacing start_option start_regime touch"
    ),
    "landlords.classroom.simulate": (
        "POLL_SECONDS at_once check_session percentile run_class same_seat_pairs simulated_student "
        "students_choice until_decision"
    ),
    "landlords.classroom.store": "DEFAULT_TIMEOUT Store store_url",
    "landlords.classroom.tablegame": (
        "BATCH_STEPS PACE_BURST_SECONDS TableGame follow paced_limit stale_choice"
    ),
    "landlords.classroom.teacher": (
        "FINISH_STEPS_PER_SECOND TREATMENT_KEYS Teacher TreatmentError check_treatment"
    ),
    "landlords.cli": "COMPARED PROG SUMMARISED VALUATION_LABELS WEALTH_LINES main",
    "landlords.data": "",
    "landlords.engine.auction": (
        "NO_BIDDER OpenAuctionMixin bidder_actions circle_after is_bidder_action next_bidder"
    ),
    "landlords.engine.bots": "Bot RandomBot bot_class describe_bots make_bot",
    "landlords.engine.chance": "BotRandom ChanceSource keyed label mix64",
    "landlords.engine.errors": (
        "ConformanceError GameOverError IllegalActionError InvalidActionError LandlordsError OptionError "
        "PlayersError RecordError UnknownBotError UnknownRulesError shown"
    ),
    "landlords.engine.events": "ENGINE_EVENTS Event EventKind money",
    "landlords.engine.frames": "frame_type",
    "landlords.engine.game": (
        "Action CHANCE ENGINE_STATE Game LOG_CHANCE LOG_SWITCH MAX_NAME MAX_NUMBER MAX_WORD RESERVED_NAMES "
        "Transfer format_action name_problem reason_text"
    ),
    "landlords.engine.gcpause": "gc_paused",
    "landlords.engine.ledger": "Ledger",
    "landlords.engine.options": "Option",
    "landlords.engine.order": "NO_SEAT Order OrderThrowMixin",
    "landlords.engine.outcome": "CAPPED Outcome Termination ranked",
    "landlords.engine.prompt": "Amount Choice Prompt mark_primary",
    "landlords.engine.reasons": "decode encode",
    "landlords.engine.record": (
        "FORMAT FORMAT_VERSION GameRecord MAX_DEPTH MAX_DIGITS MAX_PATH MAX_RECORD_BYTES READ_VERSIONS "
        "apply_entry load_record parse_json replay start_of"
    ),
    "landlords.engine.registry": "GROUP find_rules register registered rule_set_names unregister",
    "landlords.engine.ruleset": "Example Option RuleSet Words",
    "landlords.engine.setup": "DEFAULT_NAMES check_dice default_names start_game",
    "landlords.engine.table": "BoardTable Building Card CardArea CardSet CardTable Purse Seat Space Table",
    "landlords.examples": "example_names example_path example_record example_title play_example",
    "landlords.experiments": (
        "COLUMNS Experiment Family GAME_COLUMNS MEASURES OutputError PLAYER_COLUMNS Results TURN_COLUMNS "
        "VALUATIONS check_output check_writable discount_rate landing_rates parse_condition parse_sweep "
        "play_measured result_columns result_means run_games summarize sweep_conditions to_frame write_rows"
    ),
    "landlords.experiments.claims": (
        "ALPHA BY_CONSTRUCTION EXPECTED QUOTES VERDICTS WHERE verdict verdict_of_difference verdict_of_rate "
        "verdict_of_share with_verdicts"
    ),
    "landlords.experiments.conditions": (
        "MAX_SWEEP_VALUES OWN_KEYS parse_condition parse_sweep prepare sweep_conditions"
    ),
    "landlords.experiments.curve": "between crossings is_monotone jumps largest_reversal",
    "landlords.experiments.design": "Experiment",
    "landlords.experiments.measure": (
        "GAME_COLUMNS PLAYER_COLUMNS TALLIES TURN_COLUMNS VALUED play_chunk play_measured"
    ),
    "landlords.experiments.results": (
        "COMPARE_COLUMNS MEASURES RATES Results VALUED_MEASURES derived_rate_columns is_rate valued"
    ),
    "landlords.experiments.runner": (
        "COLUMNS OutputError check_output check_writable result_columns result_means run_games summarize "
        "to_frame write_rows"
    ),
    "landlords.experiments.stats": (
        "BLOCK RESAMPLES fdr first_below holm independent_difference is_rate mean_interval pair_correlation "
        "paired_difference paired_p_value rate_interval rate_p_value standardised_difference tipping_point"
    ),
    "landlords.experiments.store": (
        "FORMATS GAME_TYPES OutputError PLAYER_TYPES RowSink Stored TURN_TYPES check_writable companion "
        "game_types output_format parquet_available read to_frame write_frame"
    ),
    "landlords.experiments.valuation": (
        "VALUATIONS VALUATION_WORDS discount_rate landing_rates market_at values_of"
    ),
    "landlords.experiments.verdicts": "Family Test",
    "landlords.frames": "LEDGER_COLUMNS history_frame ledger_frame",
    "landlords.lesson_runs": "RECORD_ENV describe forget is_stored key load run save stored_keys",
    "landlords.lessons": (
        "BESIDE BRANCH_SEED BRANCH_TURN COMPARED_AT GAMES LONG_ROUNDS LUCK_STAKES LessonError MONARCH "
        "MONARCH_SEED OLD_LUCK PLAYERS PLAY_SEED SEED SHOWN_BESIDE SIDE_BY_SIDE SWEEP_GAMES SWEEP_SHARES "
        "TIPPING_LEVEL TIPPING_OUTCOME VALUATION add_claim_tests add_share_tests base_measure book_gini "
        "bot_game branch_at_turn branch_effects branch_run claim_table conditions_run difference endings "
        "example_branch first_seat_mean_wealth first_seat_richest first_seat_richest_count flips "
        "futures_flows futures_table gini_of holdings_by_bot interval land_rent_receivers land_run "
        "land_tax_sweep lever_reading lorenz_of_game luck_calibration luck_or_land luck_stakes margin_lot "
        "measured_values monarch_table money_flows more_equal_count one_house_rents payments_words per_round "
        "percent play_future rate_words reform_of reform_run richest_by_character scenario_run seat_richest "
        "share_words side_by_side stake_name sweep_curve sweep_curve_of_class sweep_reading sweep_table tally "
        "test_words unpaired_difference valuation_of verdict_words wealth_of"
    ),
    "landlords.lessons_ui": (
        "MoneyFlows frame_html futures_figure landing_figure seat_game tables_side_by_side valued_figure"
    ),
    "landlords.metrics": (
        "OUTCOME_CLASSES below gini land_hhi lorenz majority_turn mean_abs_difference outcome_class top_share"
    ),
    "landlords.rules": "",
    "landlords.rules.landlords1906": "OPTIONS REASONS RULES WORDS",
    "landlords.rules.landlords1906.auctions": "AuctionMixin PRIVILEGE SALE",
    "landlords.rules.landlords1906.board": (
        "CHANCE ChanceCard DataError FRANCHISE GameData JAIL LOT LUXURY NECESSITY Opportunity PARK RAILROAD "
        "SPECULATION START Space TRESPASS Tax build_data load_data"
    ),
    "landlords.rules.landlords1906.bots": (
        "CautiousBot ImproverBot LANDLORDS_BOTS LandlordsBot SpeculatorBot TraderBot"
    ),
    "landlords.rules.landlords1906.checks": "check_landlords check_public_works",
    "landlords.rules.landlords1906.data": "",
    "landlords.rules.landlords1906.dealings": "DealingsMixin",
    "landlords.rules.landlords1906.drawing": "DrawingMixin PUBLIC_LABEL",
    "landlords.rules.landlords1906.events": "ACTION_KINDS EVENTS offer_words",
    "landlords.rules.landlords1906.frames": (
        "AfterSale Bid BuildHere BuildOffer Card Compose DUES Deal Dice Due FirstOption Initial JailOut Loan "
        "LoanRequest Luxury LuxurySale Move OFFERS OFFER_CARDS Opportunity PACK PUBLIC Purchase Raise Respond "
        "Sale SeatFrames Settle SpecThrow Speculate Swap TrustOffer Turn Vote WAGES_PLEDGE cards_under_sale "
        "draft_fields draft_length make_offer next_field seat_frames"
    ),
    "landlords.rules.landlords1906.game": (
        "DOUBLE K_CARD K_DEAL K_MOVE K_ORDER K_SPEC LandlordsGame OPENER_KINDS ROUNDS RULE_END TERMINATIONS "
        "total_due"
    ),
    "landlords.rules.landlords1906.land_tax_share": (
        "DENOMINATOR LandTaxShareMixin canonical_options exact_share public_part"
    ),
    "landlords.rules.landlords1906.landing": (
        "BACKWARD FORWARD Harness Landing LandingModel POLICY RentLevel Token landing_model move_choices "
        "reference_game resolve_policy two_dice"
    ),
    "landlords.rules.landlords1906.measures": "LAND_REASONS MEASURE_LABELS MeasuresMixin PUBLIC_REASONS",
    "landlords.rules.landlords1906.movement": (
        "BACKWARD FORWARD MoveOption Ring destination move_options move_table"
    ),
    "landlords.rules.landlords1906.prompts": "PRIMARY PromptMixin",
    "landlords.rules.landlords1906.single_tax": "LANDLORD REGIMES SINGLE_TAX SingleTaxMixin",
    "landlords.rules.landlords1906.treasury": "DIVIDENDS RULES TREASURY_USES TreasuryMixin WORKS",
    "landlords.rules.landlords1906.words": "REASON_WORDS WordsMixin number_words ordinal_words",
    "landlords.rules.monopoly": "OPTIONS REASONS RULES WORDS",
    "landlords.rules.monopoly.auctions": "AuctionMixin",
    "landlords.rules.monopoly.board": (
        "CHANCE CHEST Card DECKS DECK_CHANCE DECK_CHEST FREE_PARKING GO GO_TO_JAIL INCOME_TAX JAIL LUXURY_TAX "
        "MonopolyData RAILROAD STREET Space UTILITY read_edition"
    ),
    "landlords.rules.monopoly.bots": (
        "CautiousBot HoldingsView ImproverBot MONOPOLY_BOTS MonopolyBot SpeculatorBot TradePlan TraderBot"
    ),
    "landlords.rules.monopoly.cards": "CardMixin",
    "landlords.rules.monopoly.checks": "check_monopoly",
    "landlords.rules.monopoly.data": "",
    "landlords.rules.monopoly.debts": "DebtMixin",
    "landlords.rules.monopoly.estates": "EstateMixin",
    "landlords.rules.monopoly.events": (
        "ACTION_KINDS EVENTS REASON_WORDS card_words count_words decision_sentence deck_name describe_action "
        "ending_sentence level_words offer_words payment_sentence space_name spaces_words switch_sentence"
    ),
    "landlords.rules.monopoly.frames": (
        "BANK_OWNED BankSale Bid Buy CashAmount CollectEach Compose DEED Deal Dice Due HOTEL_BUILDING HOUSE "
        "IncomeTax JAIL_THROW JailMove MOVE NOBODY NO_SPACE Next Offer POST PRE PayEach Place Raise "
        "RaiseAgain Receive Respond Settle Shuffle Turn TurnFrames UTILITY_THROW turn_frames"
    ),
    "landlords.rules.monopoly.game": (
        "K_DEAL K_MOVE K_ORDER K_SHUFFLE K_UTILITY LAST_STANDING MonopolyGame TERMINATIONS TIME_LIMIT "
        "TIME_LIMIT_ROUNDS"
    ),
    "landlords.rules.monopoly.land_tax": "ALL_RENT LANDLORD LandTaxMixin REGIMES SINGLE_TAX SITE TAX_BASES",
    "landlords.rules.monopoly.landing": (
        "Basis Harness Landing LandingModel POLICY PUBLISHED Published RentLevel Token landing_model "
        "mean_throw reference_game resolve_policy two_dice"
    ),
    "landlords.rules.monopoly.measures": "MEASURE_LABELS MeasuresMixin",
    "landlords.rules.monopoly.prompts": "PRIMARY decision_spaces length_text prompt",
    "landlords.rules.monopoly.table": "board_table regime_label",
    "landlords.rules.monopoly.trades": "TradeMixin",
    "landlords.rules.monopoly_deal": "OPTIONS REASONS RULES WORDS",
    "landlords.rules.monopoly_deal.actions": (
        "ACCEPT ACTION_KINDS Accept Bank Birthday Breaker Debt Discard END End Flip Forced Hotel House PassGo "
        "PayWith Place Property Rent SayNo Sly TYPES named"
    ),
    "landlords.rules.monopoly_deal.bots": "BankerBot CollectorBot MONOPOLY_DEAL_BOTS",
    "landlords.rules.monopoly_deal.checks": "check_deal",
    "landlords.rules.monopoly_deal.data": "",
    "landlords.rules.monopoly_deal.deck": (
        "ACTION ACTION_WORDS Card DATA_PACKAGE DECK_FILE DealData MONEY PROPERTY RENT RULES_FILE WILD"
    ),
    "landlords.rules.monopoly_deal.events": "EVENTS",
    "landlords.rules.monopoly_deal.game": "K_RESHUFFLE K_SHUFFLE MonopolyDealGame SetIndex Survey",
    "landlords.rules.monopoly_deal.prompts": "PRIMARY choice_label ending length_text prompt",
    "landlords.rules.monopoly_deal.state": (
        "ALL BANK DISCARD DebtFrame DiscardFrame DrawFrame Effect HAND NOBODY NO_CARD PILE PayFrame "
        "PlaceFrame PlayFrame ReshuffleFrame RespondFrame SETS STALEMATE ShuffleFrame TABLE TERMINATIONS "
        "TargetFrame"
    ),
    "landlords.rules.monopoly_deal.table_view": "card_table card_view",
    "landlords.rules.monopoly_deal.words": (
        "REASON_WORDS card_label card_name colour_words describe_action ending_sentence payment_sentence "
        "plural status"
    ),
    "landlords.rules.random_exchange": "OPTIONS REASONS RULES WORDS",
    "landlords.rules.random_exchange.checks": "check_exchange",
    "landlords.rules.random_exchange.events": "EVENTS REASON_WORDS",
    "landlords.rules.random_exchange.game": (
        "DEFAULT_STAKE Exchange K_EXCHANGE NOBODY ROUNDS_PLAYED RandomExchangeGame STAKE_OPTION TERMINATIONS "
        "canonical_stake"
    ),
    "landlords.terminal": "MAIN_KEY PlayStopped ask play_in_terminal read_amount read_number",
    "landlords.testing": (
        "ConformanceError PlayStats check_invariants check_legality_agrees check_replay random_play"
    ),
    "landlords.ui": "ExperimentsApp PlayApp ReplayApp board_html table_html",
    "landlords.ui.background": "BackgroundServer ServerDidNotStart wait_until_preheated",
    "landlords.ui.board": (
        "MIN_TEXT SMALLEST_BOARD_PX board_svg cell mover_banner one_full_stop outer_edge per_side "
        "purse_amount round_words signed without_rule_ids wrap"
    ),
    "landlords.ui.cards": "card_html cards_html clock_html mover_html",
    "landlords.ui.classroom_projector": (
        "LOOK_EVERY PROJECTOR_STYLE ProjectorApp SMALLEST_TYPE answers_figure arms_html code_from_request "
        "gini_figure legible lobby_html lorenz_chart lorenz_of_tables measured_html status_html wealth_figure"
    ),
    "landlords.ui.classroom_serve": (
        "CLASSROOM_APPS DEFAULT_STORE serve_classroom serve_classroom_main write_classroom_apps"
    ),
    "landlords.ui.classroom_student": (
        "STORE_VARIABLE StudentApp client_address rules_summary store_from_environment"
    ),
    "landlords.ui.classroom_teacher": (
        "KEY_VARIABLE STUDENT_URL_VARIABLE TeacherApp answers_html clock_words door_html keep_choice "
        "key_allowed key_from_request lobby_html page_base projector_address results_html shown_options "
        "watch_note"
    ),
    "landlords.ui.common": (
        "AppBase MAX_RECORD_BYTES STYLE ShownProbe action_button captions_html choice_controls download_link "
        "guarded held landing_toggle new_chart prompt_html record_of_upload sync_landing_toggle update_chart"
    ),
    "landlords.ui.compressing_voila": "CompressingVoila HEADERS main plotly_bundle",
    "landlords.ui.conditions": (
        "BASELINE ConditionRow ConditionsPanel OTHER PLAIN REFORM SHARE SHARE_OPTION SWITCH SweepPanel "
        "kinds_for no_land_rules read_condition regime_option starting_regime unique_names"
    ),
    "landlords.ui.decision": "MANY ORDINALS distinct kind_of layout read_amount",
    "landlords.ui.downloads": "DownloadButton",
    "landlords.ui.experiments": "DEFAULT_GAMES ExperimentsApp MAX_GAMES",
    "landlords.ui.feed": "feed_html player_of",
    "landlords.ui.findings": (
        "BOOTSTRAP_CELLS MONEY SUMMARY_COLUMNS WEALTH comparison_html discount_rates discount_words "
        "findings_at market_as_book measures_at percent read_findings read_sweep resamples_for "
        "summary_columns summary_html sweep_html"
    ),
    "landlords.ui.landing": (
        "LABEL LEGEND_HEIGHT LEGEND_WORDS LandingLayer SCALE STRIP body_without_strip cents landing_words "
        "legend_svg scale_top shade strip_box strip_svg"
    ),
    "landlords.ui.page_limits": "Page PageHandler PageKernelManager counted_apart",
    "landlords.ui.page_request": "learn_request query_string",
    "landlords.ui.palette": "PLAYER_COLORS player_colors",
    "landlords.ui.play": "PlayApp SPEEDS",
    "landlords.ui.plots": "PlotlyLibrary StaticChart is_figure page_chart page_library",
    "landlords.ui.prediction": (
        "LOCK_LABEL Prediction PredictionError REVEAL_LABEL Revealed forget reveal_everything"
    ),
    "landlords.ui.replay": "AMOUNT_CHOICES JUMP_KINDS ROUTINE_KINDS ReplayApp amount_picks",
    "landlords.ui.seat_keeper": "KeptSeat SeatKeeper",
    "landlords.ui.seats": "seat_choices take_seat",
    "landlords.ui.serve": (
        "APPS BUNDLE_ENV BUNDLE_PATH CLIENT_ENV CLIENT_HEADER COMPRESSION CONNECT_WITHIN CULL_AFTER MAX_PAGES "
        "PAGES_PER_ADDRESS READY ServeError app_notebook app_url apps_folder check_port_free checkout_apps "
        "cull_settings free_port host_check_config kernel_server_address page_settings preheat_denylist serve "
        "serve_main stop voila_command wait_for_port wait_until_ready write_apps"
    ),
    "landlords.ui.server_log": "new_log_file scrub scrub_every_record",
    "landlords.ui.setup": (
        "HUMAN MAX_PLAYERS SEAT_ROWS SetupPanel bots_html default_kinds option_value option_widget "
        "rule_set_choices"
    ),
    "landlords.ui.tables": "MAX_SEAT_ROWS board_html draw named_purses plain_html table_html with_notes",
    "landlords.ui.view": (
        "BESIDE Levy Recount YARDSTICK YARDSTICK_NOTE capitalized change_words colors is_person levies "
        "levy_of market_history market_terms other_regime persons recount_turns recounts_wealth reform_of "
        "regime_words switches viewer yardsticks"
    ),
}


@pytest.mark.parametrize("module", sorted(OLD_PUBLIC_NAMES))
def test_old_public_names_still_import(module):
    try:
        imported = importlib.import_module(module)
    except ImportError as error:
        pytest.fail(f"{module} no longer imports ({error}); a module that moved keeps a re-export at its old path")
    missing = [name for name in OLD_PUBLIC_NAMES[module].split() if not hasattr(imported, name)]
    assert not missing, (f"{module} no longer has {', '.join(missing)}: its re-export must keep every name "
                         f"the module had")


def _entry_points() -> list[tuple[str, str]]:
    project = PYPROJECT["project"]
    found = [(f"[project.scripts] {name}", target) for name, target in project["scripts"].items()]
    for group, points in project.get("entry-points", {}).items():
        found += [(f"[project.entry-points.{group!r}] {name}", target) for name, target in points.items()]
    return found


@pytest.mark.parametrize(("where", "target"), _entry_points())
def test_entry_points_resolve(where, target):
    module, _, attribute = target.partition(":")
    value = importlib.import_module(module)
    for part in attribute.split("."):
        value = getattr(value, part, None)
    assert value is not None, f"pyproject.toml {where} = {target!r}: {attribute} is not in {module}"


# --------------------------------------------------------------------------- README layout table
def _layout_paths() -> list[str]:
    """The paths of the first column of the README's table under '## Layout' (a bare name after
    the first path of a cell is in that path's folder: `landlords/cli.py`, `metrics.py`)."""
    text = (ROOT / "README.md").read_text()
    section = text.split("\n## Layout\n", 1)
    assert len(section) == 2, "README.md has a '## Layout' section"
    rows = [line for line in section[1].split("\n## ", 1)[0].splitlines() if line.startswith("|")][2:]
    assert rows, "README.md's '## Layout' section has a table"
    paths = []
    for row in rows:
        names = re.findall(r"`([^`]+)`", row.split("|")[1])
        for number, name in enumerate(names):
            if number and "/" not in name.rstrip("/"):
                name = f"{Path(names[0].rstrip('/')).parent.as_posix()}/{name}"
            paths.append(name)
    return paths


def test_readme_layout_table_names_only_paths_that_exist():
    missing = [path for path in _layout_paths() if not (ROOT / path).exists()]
    assert not missing, f"README.md's layout table names paths that do not exist: {', '.join(missing)}"


def test_readme_layout_table_names_every_package():
    named = {path.rstrip("/") for path in _layout_paths()}
    packages = [f"landlords/{folder.name}" for folder in sorted(PACKAGE.iterdir())
                if folder.is_dir() and ((folder / "__init__.py").exists() or any(folder.glob("*.py")))]
    unnamed = [f"{package}/" for package in packages if package not in named]
    assert not unnamed, f"README.md's layout table does not name the package(s) {', '.join(unnamed)}"


# ------------------------------------------------------------------------ constraints and extras
def _lines(path: Path) -> list[str]:
    return [line.strip() for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]


def test_ci_and_binder_install_the_versions_of_one_constraints_file():
    pins = _constraints()
    assert all(pins.values()), "every line of constraints.txt is name==version"
    assert "landlords" not in pins, "constraints.txt pins the versions of the dependencies, not the package itself"
    assert {"ipywidgets", "plotly", "anywidget", "voila", "jupyterlab", "ruff", "import-linter"} <= set(pins)
    assert "-c constraints.txt" in (ROOT / ".ci" / "run").read_text(), ".ci/run installs with -c constraints.txt"
    binder = _lines(ROOT / "binder" / "requirements.txt")
    assert "-c ../constraints.txt" in binder, "binder/requirements.txt reads the constraints (-c ../constraints.txt)"
    assert not [line for line in binder if "==" in line], "binder/requirements.txt pins nothing of its own"
    assert binder[-1].startswith(".["), "binder/requirements.txt installs this repository last, with extras"
    extras = binder[-1][2:].rstrip("]").split(",")
    unknown = set(extras) - set(PYPROJECT["project"]["optional-dependencies"])
    assert not unknown, f"binder/requirements.txt names extras pyproject.toml does not have: {sorted(unknown)}"


def _requirement_names(extra: str | None) -> set[str]:
    """The distributions an extra pulls (its own and those of the extras it names), lower case."""
    project = PYPROJECT["project"]
    wanted = project["dependencies"] if extra is None else project["optional-dependencies"][extra]
    names = set()
    for requirement in wanted:
        name = re.match(r"[A-Za-z0-9_.-]+", requirement).group(0).lower()
        if name == project["name"]:
            for inner in re.search(r"\[(.*)\]", requirement).group(1).split(","):
                names |= _requirement_names(inner.strip())
        else:
            names.add(name)
    return names


def test_extras_pull_only_what_they_need():
    assert "tqdm" not in _requirement_names(None), "tqdm is in the extras that show a progress bar, not the core"
    assert "fastjsonschema" in _requirement_names(None), "the record schema's validator is a core dependency"
    app = _requirement_names("app")
    heavy = app & {"psycopg", "pyarrow", "jupyterlab"}
    assert not heavy, f"the app extra pulls {sorted(heavy)} ('landlords serve' on SQLite imports none of them)"
    served = {"voila", "ipykernel", "ipywidgets", "anywidget", "plotly", "nbformat", "sqlalchemy"} - app
    assert not served, f"the app extra lacks {sorted(served)}, which 'landlords serve' (classroom) imports"
    for extra in ("test", "dev"):
        assert {"ruff", "import-linter"} <= _requirement_names(extra), f"the {extra} extra has ruff and import-linter"
